import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { useT } from '../../widgets/provider';
import { Icon } from '../../widgets/ui/icons';
import { goBack } from '../navigationHistory';

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: 56px;
  margin-inline: -${({ theme }) => theme.space.sm};
  margin-block-end: ${({ theme }) => theme.space.sm};
`;

const Back = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 44px;
  block-size: 44px;
  border: none;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Title = styled.h1`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-align: start;
`;

/** Top bar of a sub-screen: back (previous in-app screen, else home) and the screen title. */
export function ScreenHeader({ title, end }: { title?: string; end?: ReactNode }) {
  const t = useT();
  return (
    <Bar>
      <Back type="button" aria-label={t('common.back')} onClick={() => goBack()}>
        <Icon name="back" />
      </Back>
      {title ? <Title>{title}</Title> : <span style={{ flex: 1 }} />}
      {end}
    </Bar>
  );
}
