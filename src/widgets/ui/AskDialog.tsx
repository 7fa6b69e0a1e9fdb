import type { ReactNode } from 'react';
import { useT } from '../provider/useT';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface AskDialogProps {
  open: boolean;
  title: string;
  /** What the danger button says: the action itself ("Remove", "Sign out"), not "OK". */
  confirmLabel: string;
  /** The danger button waits (the action is on its way). */
  busy?: boolean;
  onConfirm?: () => void;
  /** Cancel, Escape and a click on the backdrop. */
  onCancel: () => void;
  children?: ReactNode;
}

/** The question asked before something that cannot be taken back: Cancel, and a danger button that names the action. */
export function AskDialog(p: AskDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={p.open}
      title={p.title}
      onClose={p.onCancel}
      actions={
        <>
          <Button $variant="secondary" onClick={p.onCancel}>
            {t('common.cancel')}
          </Button>
          <Button $variant="danger" disabled={p.busy} onClick={p.onConfirm}>
            {p.confirmLabel}
          </Button>
        </>
      }
    >
      {p.children}
    </Dialog>
  );
}
