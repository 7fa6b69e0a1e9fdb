import { styled } from 'styled-components';
import type { CopyFollow } from '../../../core/api/copy';
import { useT } from '../../../widgets/provider/useT';
import { Button } from '../../../widgets/ui';
import type { ConsoleClient } from '../../core/client';
import { when } from '../../core/format';
import { ReasonDialog } from '../../ui/ReasonDialog';

/** Copy trading as the desk reads it (docs/operators.md "The console", Users; docs/trading.md "Copy trading"). */
export interface UserCopy {
  /** The traders the client copies now. */
  copies: CopyFollow[];
  /** How many clients copy this one now. */
  followers: number;
  /** Since when the client does not let others copy them; null (or absent, an older server): they may be copied. */
  closed_at?: string | null;
  /** Since when the client keeps themselves out of the ranking; null (or absent): listed. */
  unranked_at?: string | null;
}

const List = styled.dd`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-inline-size: 0;
  & > span {
    overflow-wrap: anywhere;
  }
`;

const EndButton = styled(Button)`
  margin-inline-start: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
`;

/**
 * The client's copy trading, in the user's facts: whom they copy (with what since when), how many copy them, whether
 * they let others and are in the ranking (their own choices); with `onEnd` (operators who may act for the client), each copy can be ended.
 */
export function CopyFacts({ copy, onEnd }: { copy: UserCopy; onEnd?: (c: CopyFollow) => void }) {
  const t = useT();
  if (!copy.copies.length && !copy.followers && !copy.closed_at && !copy.unranked_at) return null;
  return (
    <>
      <dt>{t('console.users.copyTrading')}</dt>
      <List data-copy-trading>
        {copy.copies.map((c) => (
          <span key={c.uid}>
            {t('console.users.copies', { name: c.user, m: c.multiplier, at: when(c.started_at), open: c.open })}
            {onEnd && (
              <EndButton $variant="secondary" onClick={() => onEnd(c)}>
                {t('console.users.endCopy')}
              </EndButton>
            )}
          </span>
        ))}
        {copy.followers > 0 && <span>{t('console.users.copiedBy', { count: copy.followers })}</span>}
        {copy.closed_at && <span>{t('console.users.copyClosed', { at: when(copy.closed_at) })}</span>}
        {copy.unranked_at && <span>{t('console.users.unranked', { at: when(copy.unranked_at) })}</span>}
      </List>
    </>
  );
}

/**
 * The desk ends a client's copy of a trader (docs/operators.md "Copy trading"): says what happens to the copies open
 * and that the client is told, asks the reason the audit log keeps; the server's refusal stays in the dialog.
 */
export function EndCopy({ client, userId, copy, onDone, onClose }: { client: ConsoleClient; userId: number; copy: CopyFollow; onDone: () => void; onClose: () => void }) {
  const t = useT();
  const title = t('console.users.endCopyTitle', { name: copy.user });
  const send = async (reason: string) => {
    await client.call('POST', `/users/${userId}/copy/stop`, { uid: copy.uid, reason });
    onDone();
  };
  return (
    <ReasonDialog title={title} action={t('console.users.endCopy')} onSend={send} onClose={onClose}>
      <p>{t('console.users.copies', { name: copy.user, m: copy.multiplier, at: when(copy.started_at), open: copy.open })}</p>
      <p>{t('console.users.endCopyWhat', { name: copy.user })}</p>
    </ReasonDialog>
  );
}
