import { styled } from 'styled-components';
import type { SignIn } from '../../core/api/devices';
import { formatDate } from '../../core';
import { useT } from '../provider';
import { RecordItem, RecordList, StatusBadge } from '../ui/RecordList';
import { Muted } from '../ui/Text';

const Heading = styled.h2`
  margin: ${({ theme }) => theme.space.md} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** What a failed attempt got wrong, in the reader's words. */
const FAILED: Record<Exclude<SignIn['outcome'], 'ok'>, string> = {
  wrong_password: 'user.signInWrongPassword',
  wrong_code: 'user.signInWrongCode',
  wrong_passkey: 'user.signInWrongPasskey',
  locked: 'user.signInLocked',
};

/**
 * The account's sign-in activity (docs/accounts.md "Sign-in activity"): each sign-in and each failed attempt, newest
 * first, with the browser and address — a run of wrong passwords from a stranger's browser is what tells the owner to
 * change theirs before anyone gets in.
 */
export function SignInList({ items }: { items: SignIn[] }) {
  const t = useT();
  const what = (s: SignIn) => t(s.outcome !== 'ok' ? FAILED[s.outcome] : s.method === 'passkey' ? 'user.signInPasskey' : 'user.signInOk');
  return (
    <>
      <Heading>{t('user.signIns')}</Heading>
      <Muted>{t('user.signInsText')}</Muted>
      {items.length === 0 ? (
        <Muted>{t('user.noSignIns')}</Muted>
      ) : (
        <RecordList aria-label={t('user.signIns')}>
          {items.map((s) => (
            <RecordItem key={s.id} data-testid="pipkit-sign-in">
              <div>
                <strong>{s.device || t('user.unknownDevice')}</strong>
                <StatusBadge tone={s.outcome === 'ok' ? 'ok' : 'bad'}>{what(s)}</StatusBadge>
              </div>
              <span className="muted">
                {formatDate(s.at)}
                {s.ip ? ` · ${t('user.addressLabel', { ip: s.ip })}` : ''}
              </span>
            </RecordItem>
          ))}
        </RecordList>
      )}
    </>
  );
}
