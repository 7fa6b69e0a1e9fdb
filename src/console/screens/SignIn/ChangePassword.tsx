import { useId, useState } from 'react';
import { Button, Dialog, Input } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';
import { useConsole } from '../../core/context';
import { useAction } from '../../core/useAction';
import { DialogFields } from '../../ui/DialogFields';

export interface ChangePasswordProps {
  busy: boolean;
  error?: string;
  /** The change went through: the dialog says so and only closes. */
  done: boolean;
  onSave: (current: string, password: string) => void;
  onClose: () => void;
}

/** The signed-in operator's own password: the current one, then the new one (the server checks its rule). */
export function ChangePasswordDialog({ busy, error, done, onSave, onClose }: ChangePasswordProps) {
  const t = useT();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const ruleId = useId();
  return (
    <Dialog
      open
      title={t('console.password.title')}
      onClose={onClose}
      actions={
        done ? (
          <Button onClick={onClose}>{t('console.common.close')}</Button>
        ) : (
          <>
            <Button $variant="secondary" onClick={onClose} disabled={busy}>
              {t('console.common.cancel')}
            </Button>
            <Button onClick={() => onSave(current, password)} disabled={busy || !current || !password}>
              {t('console.password.save')}
            </Button>
          </>
        )
      }
    >
      <DialogFields>
        {done ? (
          <p role="status">{t('console.password.done')}</p>
        ) : (
          <>
            <Input label={t('console.password.current')} type="password" autoComplete="current-password" maxLength={128} value={current} onChange={(e) => setCurrent(e.target.value)} />
            <Input label={t('console.password.next')} aria-describedby={ruleId} type="password" autoComplete="new-password" maxLength={128} value={password} onChange={(e) => setPassword(e.target.value)} />
            <small id={ruleId}>{t('console.password.rule')}</small>
            {error && <p role="alert">{error}</p>}
          </>
        )}
      </DialogFields>
    </Dialog>
  );
}

/** The dialog bound to the console's client (`PUT /admin/api/session/password`). */
export function ChangePassword({ onClose }: { onClose: () => void }) {
  const client = useConsole();
  const { busy, error, run } = useAction();
  const [done, setDone] = useState(false);
  return (
    <ChangePasswordDialog
      busy={busy}
      error={error}
      done={done}
      onClose={onClose}
      onSave={(current, password) => run(() => client.call('PUT', '/session/password', { current, password }), () => setDone(true))}
    />
  );
}
