import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { Button, Dialog, Input } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';
import type { OperatorRow } from './OperatorsView';
import { DialogFields } from '../../ui/DialogFields';

export interface RoleInfo {
  role: string;
  permissions: string[];
}

const Fields = styled(DialogFields)`
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

/** The role picker, saying what the chosen role opens (from the server's table). */
function RolePicker({ roles, value, onChange }: { roles: RoleInfo[]; value: string; onChange: (role: string) => void }) {
  const t = useT();
  const opens = roles.find((r) => r.role === value)?.permissions ?? [];
  return (
    <>
      <label>
        {t('console.operators.role')}{' '}
        <select value={value} onChange={(e) => onChange(e.target.value)}>
          {roles.map((r) => (
            <option key={r.role} value={r.role}>
              {r.role}
            </option>
          ))}
        </select>
      </label>
      <small>{t('console.operators.opens', { permissions: opens.join(', ') })}</small>
    </>
  );
}

/** A first password, with the rule it must follow tied to it. */
function FirstPassword({ value, onChange }: { value: string; onChange: (password: string) => void }) {
  const t = useT();
  const ruleId = useId();
  return (
    <>
      <Input label={t('console.operators.password')} aria-describedby={ruleId} type="password" autoComplete="new-password" maxLength={128} value={value} onChange={(e) => onChange(e.target.value)} />
      <small id={ruleId}>{t('console.operators.passwordRule')}</small>
    </>
  );
}

export interface NewOperatorBody {
  email: string;
  name: string;
  role: string;
  password: string;
}

/** A new operator: e-mail, name, role and a first password (the server checks them and says what is wrong). */
export function NewOperatorDialog({ roles, busy, error, onCreate, onClose }: { roles: RoleInfo[]; busy: boolean; error?: string; onCreate: (body: NewOperatorBody) => void; onClose: () => void }) {
  const t = useT();
  const [f, setF] = useState<NewOperatorBody>({ email: '', name: '', role: 'support', password: '' });
  return (
    <Dialog
      open
      title={t('console.operators.newTitle')}
      onClose={onClose}
      actions={
        <>
          <Button $variant="secondary" onClick={onClose} disabled={busy}>
            {t('console.common.cancel')}
          </Button>
          <Button onClick={() => onCreate({ ...f, email: f.email.trim(), name: f.name.trim() })} disabled={busy || !f.email.trim() || !f.name.trim() || !f.password}>
            {t('console.operators.create')}
          </Button>
        </>
      }
    >
      <Fields>
        <Input label={t('console.operators.email')} type="email" autoComplete="off" maxLength={254} value={f.email} onChange={(e) => setF({ ...f, email: e.target.value })} />
        <Input label={t('console.operators.name')} maxLength={100} value={f.name} onChange={(e) => setF({ ...f, name: e.target.value })} />
        <RolePicker roles={roles} value={f.role} onChange={(role) => setF({ ...f, role })} />
        <FirstPassword value={f.password} onChange={(password) => setF({ ...f, password })} />
        {error && <p role="alert">{error}</p>}
      </Fields>
    </Dialog>
  );
}

const Qr = styled.img`
  inline-size: 176px;
  block-size: 176px;
  image-rendering: pixelated;
`;
const Secret = styled.code`
  font-size: ${({ theme }) => theme.fontSizes.md};
  letter-spacing: 0.08em;
  overflow-wrap: anywhere;
`;

/** The new operator's authenticator key, shown this once: scanned now, or passed on to them safely. */
export function CreatedDialog({ email, secret, qrDataUrl, onClose }: { email: string; secret: string; qrDataUrl: string | null; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open title={t('console.operators.createdTitle', { email })} onClose={onClose} actions={<Button onClick={onClose}>{t('console.operators.done')}</Button>}>
      <Fields>
        <p>{t('console.operators.scan')}</p>
        {qrDataUrl && <Qr src={qrDataUrl} alt={t('console.operators.qrAlt')} width={176} height={176} />}
        <Secret aria-label={t('console.operators.secret')}>{secret}</Secret>
        <small role="note">{t('console.operators.shownOnce')}</small>
      </Fields>
    </Dialog>
  );
}

export interface OperatorChange {
  name: string;
  role: string;
  disabled: 0 | 1;
}

/** Rename, change the role of, disable or enable one operator; a role change or disabling signs them out. */
export function EditOperatorDialog({ row, roles, busy, error, onSave, onReset, onClose }: { row: OperatorRow; roles: RoleInfo[]; busy: boolean; error?: string; onSave: (change: OperatorChange) => void; onReset: () => void; onClose: () => void }) {
  const t = useT();
  const [f, setF] = useState<OperatorChange>({ name: row.name, role: row.role, disabled: row.disabled ? 1 : 0 });
  const signsOut = f.role !== row.role || (f.disabled === 1 && !row.disabled);
  return (
    <Dialog
      open
      title={t('console.operators.editTitle', { email: row.email })}
      onClose={onClose}
      actions={
        <>
          <Button $variant="secondary" onClick={onReset} disabled={busy}>
            {t('console.operators.reset')}
          </Button>
          <Button $variant="secondary" onClick={onClose} disabled={busy}>
            {t('console.common.cancel')}
          </Button>
          <Button onClick={() => onSave({ ...f, name: f.name.trim() })} disabled={busy || !f.name.trim()}>
            {t('console.operators.save')}
          </Button>
        </>
      }
    >
      <Fields>
        <Input label={t('console.operators.name')} maxLength={100} value={f.name} onChange={(e) => setF({ ...f, name: e.target.value })} />
        <RolePicker roles={roles} value={f.role} onChange={(role) => setF({ ...f, role })} />
        <label>
          <input type="checkbox" checked={f.disabled === 1} onChange={(e) => setF({ ...f, disabled: e.target.checked ? 1 : 0 })} /> {t('console.operators.disable')}
        </label>
        {signsOut && <small role="note">{t('console.operators.signsOut')}</small>}
        {error && <p role="alert">{error}</p>}
      </Fields>
    </Dialog>
  );
}

/** A lost authenticator or password: a new first password; the new key follows, shown once. */
export function ResetOperatorDialog({ row, busy, error, onReset, onClose }: { row: OperatorRow; busy: boolean; error?: string; onReset: (password: string) => void; onClose: () => void }) {
  const t = useT();
  const [password, setPassword] = useState('');
  return (
    <Dialog
      open
      title={t('console.operators.resetTitle', { email: row.email })}
      onClose={onClose}
      actions={
        <>
          <Button $variant="secondary" onClick={onClose} disabled={busy}>
            {t('console.common.cancel')}
          </Button>
          <Button onClick={() => onReset(password)} disabled={busy || !password}>
            {t('console.operators.reset')}
          </Button>
        </>
      }
    >
      <Fields>
        <p>{t('console.operators.resetText')}</p>
        <FirstPassword value={password} onChange={setPassword} />
        {error && <p role="alert">{error}</p>}
      </Fields>
    </Dialog>
  );
}
