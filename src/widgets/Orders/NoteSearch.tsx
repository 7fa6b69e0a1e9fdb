// The history's search by the trader's own notes (docs/trading.md "Trade notes"): their trades found by what they
// wrote on them ("breakout", "news"), with how many and what those trades made together — a journal that answers
// "how do my breakout trades do?".
import { styled } from 'styled-components';
import { direction, formatMoney } from '../../core/money';
import type { TFunction } from '../../core';

const Field = styled.input`
  inline-size: 100%;
  min-block-size: ${({ theme }) => theme.density.control};
  padding-inline: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

const Found = styled.p<{ $dir: 'up' | 'down' | 'flat' }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme, $dir }) => ($dir === 'up' ? theme.colors.up : $dir === 'down' ? theme.colors.down : theme.colors.text)};
  }
`;

export interface NoteSearchProps {
  value: string;
  onChange: (words: string) => void;
  /** The trades the words found and their realised P&L together; null while none are asked or the answer is out. */
  found: { total: number; pnl: string } | null;
  t: TFunction;
}

export function NoteSearch({ value, onChange, found, t }: NoteSearchProps) {
  return (
    <>
      <Field type="search" aria-label={t('trade.searchNotes')} placeholder={t('trade.searchNotes')} maxLength={100} value={value} onChange={(e) => onChange(e.target.value)} />
      {found && (
        <Found role="status" $dir={direction(found.pnl)} data-testid="notes-found">
          {t('trade.notesFound', { count: found.total })} · <strong dir="ltr">{formatMoney(found.pnl, { sign: true })} USD</strong>
        </Found>
      )}
    </>
  );
}
