// The trader's note on a position (docs/trading.md "Trade notes"): why they took it, what it taught them, kept with
// it through its life and its history. A lazy chunk of the Orders entry, fetched when a detail shows one.
import { useId, useState } from 'react';
import { styled } from 'styled-components';
import type { Order } from '../../core/api/forex';
import type { TFunction } from '../../core';
import { keptNote, NOTE_MAX } from '../../core/trade-note';
import { Button } from '../ui/Button';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-block-start: ${({ theme }) => theme.space.md};
  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
  textarea {
    inline-size: 100%;
    min-block-size: 4.5em;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.md};
    resize: vertical;
    &:focus-visible {
      outline: 3px solid ${({ theme }) => theme.colors.focus};
      outline-offset: 1px;
    }
  }
  button {
    align-self: flex-end;
  }
`;

export interface TradeNoteProps {
  order: Order;
  t: TFunction;
  busy?: boolean;
  onSetNote: (id: number, note: string) => void;
}

export default function TradeNote({ order, t, busy, onSetNote }: TradeNoteProps) {
  const id = useId();
  const saved = order.Note ?? '';
  const [text, setText] = useState(saved);
  // Saving what is already kept would only say so again: text the server would keep the same is no change.
  const changed = keptNote(text) !== saved;
  return (
    <Field>
      <label htmlFor={id}>{t('trade.note')}</label>
      <textarea id={id} value={text} maxLength={NOTE_MAX} rows={3} placeholder={t('trade.notePlaceholder')} onChange={(e) => setText(e.target.value)} />
      <Button $variant="secondary" disabled={busy || !changed} onClick={() => onSetNote(order.Id, text)}>
        {t('trade.saveNote')}
      </Button>
    </Field>
  );
}
