// The confirmation of a close, cancel or close-all. A lazy chunk of the Orders entry (docs/embedding.md "Budgets"):
// OrdersView starts loading it as soon as the holding or pending list shows, long before a trader taps Close.
import { styled } from 'styled-components';
import type { LivePosition } from '../../core/stores/orders';
import { useT } from '../provider';
import { AskDialog } from '../ui/AskDialog';
import { confirmText, type Confirm } from './confirm';

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  max-block-size: 40vh;
  overflow-y: auto;
  font-variant-numeric: tabular-nums;
  li {
    padding-block: 2px;
  }
`;

/** The confirmation of a close, cancel or close-all: what will happen, in numbers, and a button that says it. */
export interface ConfirmDialogProps {
  confirm: Confirm;
  live?: Record<number, LivePosition>;
  busy?: boolean;
  onConfirm?: () => void;
  onDismiss?: () => void;
}

export default function ConfirmDialog(p: ConfirmDialogProps) {
  const t = useT();
  const c = confirmText(p.confirm, p.live, t);
  const dismiss = () => p.onDismiss?.();
  return (
    <AskDialog open title={c.title} confirmLabel={c.action} busy={p.busy} onConfirm={p.onConfirm} onCancel={dismiss}>
      <p>{c.text}</p>
      {c.lines && (
        <Lines data-testid="confirm-lines">
          {c.lines.map((line, i) => (
            <li key={i}>
              <bdi>{line}</bdi>
            </li>
          ))}
        </Lines>
      )}
    </AskDialog>
  );
}
