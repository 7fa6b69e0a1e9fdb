// Shared building blocks of the funds widgets (Deposit, Withdraw, Wallet, PayoutMethod, Ledger). Internal.
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { styled } from 'styled-components';

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-align: start;
`;

export const Notice = styled.p<{ $tone?: 'danger' | 'muted' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.md};
  text-align: start;
`;

export const Mono = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  overflow-wrap: anywhere;
  direction: ltr;
  unicode-bidi: isolate;
`;

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  & > dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & > dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  & > label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
  & > select {
    min-block-size: 44px;
    padding-inline: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  & > select:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled native select (keyboard and screen readers for free; the phone shows its own picker). */
export function Select({
  label,
  options,
  ...rest
}: { label: string; options: SelectOption[] } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  const id = useId();
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <select id={id} {...rest}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldBox>
  );
}

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

const Badge = styled.span<{ $tone: 'ok' | 'bad' | 'wait' }>`
  display: inline-block;
  padding-block: ${({ theme }) => theme.space.xxs};
  padding-inline: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid currentColor;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  white-space: nowrap;
  color: ${({ theme, $tone }) => ($tone === 'ok' ? theme.colors.up : $tone === 'bad' ? theme.colors.down : theme.colors.warning)};
`;

export function StatusBadge({ tone, children }: { tone: 'ok' | 'bad' | 'wait'; children: ReactNode }) {
  return <Badge $tone={tone}>{children}</Badge>;
}

export const RecordList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export const RecordItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & > div {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
  & .muted {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & .amount {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

export { SmallButton };
