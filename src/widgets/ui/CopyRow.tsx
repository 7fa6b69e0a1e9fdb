// A labelled value with a copy button (deposit addresses, bank details, invitation codes).
import { styled } from 'styled-components';
import { Mono } from './Text';

const CopyRowBox = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  & > div {
    flex: 1;
    min-inline-size: 0;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
  }
  & > div > span:first-child {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const SmallButton = styled.button.attrs({ type: 'button' })`
  flex: none;
  min-block-size: 36px;
  min-inline-size: 44px;
  padding-inline: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A labelled value with a copy button whose accessible name says what is copied. */
export function CopyRow({ label, value, copyLabel, copyAria, onCopy }: { label: string; value: string; copyLabel: string; copyAria: string; onCopy(value: string): void }) {
  return (
    <CopyRowBox>
      <div>
        <span>{label}</span>
        <Mono>{value}</Mono>
      </div>
      {value && (
        <SmallButton aria-label={copyAria} onClick={() => onCopy(value)}>
          {copyLabel}
        </SmallButton>
      )}
    </CopyRowBox>
  );
}

export { SmallButton };
