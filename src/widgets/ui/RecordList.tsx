// Lists of records (deposits, withdrawals, ledger rows): a column of small cards, with a status badge.
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

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
