import type { SignIn } from '../../../core/api/devices';
import { useT } from '../../../widgets/provider/useT';
import { Button, StatusBadge } from '../../../widgets/ui';
import { Table, TableBox } from '../../ui/Table';
import { when } from '../../core/format';

const OUTCOME_KEYS: Record<SignIn['outcome'], string> = {
  ok: 'console.users.signInOk',
  wrong_password: 'console.users.signInWrongPassword',
  wrong_code: 'console.users.signInWrongCode',
  wrong_passkey: 'console.users.signInWrongPasskey',
  locked: 'console.users.signInLocked',
};

/**
 * A client's recent sign-ins and failed attempts (docs/accounts.md "Sign-in activity"), newest first, as the client
 * sees them: support can answer "someone is trying to get into my account" with the times, browsers and addresses,
 * and tell a client whose password is known (a wrong two-step code after it, or a refusal while the account was
 * locked: only the right password or passkey meets the lock) to change it. With `onSearch`, an address lists every
 * client who signed in from it (is the stranger someone's other account?).
 */
export function UserSignIns({ signIns, onSearch }: { signIns: SignIn[]; onSearch?: (address: string) => void }) {
  const t = useT();
  return (
    <section>
      <h2>{t('console.users.signIns')}</h2>
      {signIns.length === 0 ? (
        <p>{t('console.users.noSignIns')}</p>
      ) : (
        <TableBox>
          <Table data-testid="console-sign-ins">
            <tbody>
              {signIns.map((s) => (
                <tr key={s.id}>
                  <td>{when(s.at)}</td>
                  <td>{s.device || '—'}</td>
                  <td>
                    {s.ip && onSearch ? (
                      <Button $variant="ghost" onClick={() => onSearch(s.ip)} aria-label={t('console.users.signInsFrom', { ip: s.ip })}>
                        {s.ip}
                      </Button>
                    ) : (
                      s.ip
                    )}
                  </td>
                  <td>
                    <StatusBadge tone={s.outcome === 'ok' ? 'ok' : 'bad'}>{t(OUTCOME_KEYS[s.outcome])}</StatusBadge>
                    {/* a passkey's own refusal says so already */}
                    {s.method === 'passkey' && s.outcome !== 'wrong_passkey' && ` ${t('console.users.signInByPasskey')}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableBox>
      )}
    </section>
  );
}
