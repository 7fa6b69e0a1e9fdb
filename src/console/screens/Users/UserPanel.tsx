import { useState } from 'react';
import { styled } from 'styled-components';
import { Button, Dialog, Input } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';
import { useConsole } from '../../core/context';
import { useApi } from '../../core/useApi';
import { LIVE_REFRESH_MS, useEvery } from '../../core/useEvery';
import { ListState } from '../../ui/Page';
import { UserDetailView, type UserDetail } from './UserDetailView';
import { UserResults } from './UserResults';
import { UserStatement } from './UserStatement';
import { UserDataCopy } from './UserDataCopy';
import { UserLinked } from './UserLinked';
import { EndOrder } from './EndOrder';
import { EndAll } from './EndAll';
import { EndCopy } from './UserCopy';
import type { CopyFollow } from '../../../core/api/copy';
import { statementFileName } from '../../../core/statement';
import { dataFileName } from '../../../core/my-data';
import { saveTextFile } from '../../../widgets/internal/files/saveFile';
import { useFileSave } from '../../ui/fileSave';

const Panel = styled.section`
  margin-block-start: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  header {
    display: flex;
    justify-content: space-between;
    align-items: center;
    margin-block-end: ${({ theme }) => theme.space.md};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

type Ask = 'lock' | 'unlock' | 'release' | 'two-factor' | 'passkeys';

const PATHS: Record<Ask, string> = { lock: 'lock', unlock: 'unlock', release: 'payout-hold/release', 'two-factor': 'two-factor/disable', passkeys: 'passkeys/remove' };

/**
 * One user, bound, with the dialog of a change that needs confirming: a lock, a payout hold's release, turning
 * two-step sign-in off or removing the passkeys asks for the reason the audit log keeps; an unlock only for the click.
 * `onOpen` shows another user in its place (a linked account); `onSearch` lists the clients of an address.
 */
export function UserPanel({ id, onClose, onOpen, onSearch }: { id: number; onClose: () => void; onOpen?: (id: number) => void; onSearch?: (address: string) => void }) {
  const t = useT();
  const client = useConsole();
  const d = useApi<UserDetail>(client, `/users/${id}`);
  const dataCopy = useFileSave(client);
  // The live figures (equity, each position's P&L) follow the prices while the page is open.
  useEvery(LIVE_REFRESH_MS, d.reload);
  const [asking, setAsking] = useState<Ask | null>(null);
  const [ending, setEnding] = useState<UserDetail['orders'][number] | null>(null);
  const [endingAll, setEndingAll] = useState(false);
  const [endingCopy, setEndingCopy] = useState<CopyFollow | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const needsReason = asking !== 'unlock';
  const titles: Record<Ask, string> = {
    lock: t('console.users.lock'),
    unlock: t('console.users.unlock'),
    release: t('console.users.releaseHold'),
    'two-factor': t('console.users.twoFactorDisable'),
    passkeys: t('console.users.passkeysRemove'),
  };
  const title = asking ? titles[asking] : '';
  const ask = (what: Ask) => (setError(undefined), setAsking(what));
  const apply = async () => {
    try {
      if (!asking) return;
      await client.call('POST', `/users/${id}/${PATHS[asking]}`, needsReason ? { reason: reason.trim() } : {});
      setAsking(null);
      setReason('');
      d.reload();
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <Panel aria-labelledby="console-user-title">
      <header>
        <h2 id="console-user-title">{t('console.users.user', { id })}</h2>
        <Button $variant="secondary" onClick={onClose}>
          {t('console.common.close')}
        </Button>
      </header>
      <ListState loading={d.loading} error={d.error} empty={!d.data} onRetry={d.reload} />
      {d.data && (
        <UserDetailView
          detail={d.data}
          canLock={client.can('users.lock')}
          onLock={(lock) => ask(lock ? 'lock' : 'unlock')}
          onDemoReset={client.can('users.write') ? () => client.call('POST', `/users/${id}/demo-reset`).then(d.reload, (e: Error) => setError(e.message)) : undefined}
          onReleaseHold={client.can('funds.review') ? () => ask('release') : undefined}
          onDisableTwoFactor={client.can('users.lock') ? () => ask('two-factor') : undefined}
          onRemovePasskeys={client.can('users.lock') ? () => ask('passkeys') : undefined}
          onEndOrder={client.can('dealing.close') ? setEnding : undefined}
          onEndAll={client.can('dealing.close') ? () => setEndingAll(true) : undefined}
          onEndCopy={client.can('dealing.close') ? setEndingCopy : undefined}
          onSearch={onSearch}
        />
      )}
      {d.data && client.can('funds.read') && <UserLinked client={client} id={id} onOpen={onOpen} onSearch={onSearch} />}
      {d.data && <UserResults client={client} id={id} />}
      {d.data && (
        <UserStatement
          onDownload={async (kind, period) => {
            const csv = await client.file(`/users/${id}/statement?${new URLSearchParams({ kind, ...period })}`);
            saveTextFile(statementFileName(kind, period), csv);
          }}
        />
      )}
      {d.data && client.can('identity.read') && (
        <UserDataCopy
          saving={dataCopy.saving}
          error={dataCopy.error}
          onDownload={() => void dataCopy.save(dataFileName(d.data!.user.uid, new Date().toISOString()), `/users/${id}/data`, 'application/json;charset=utf-8')}
        />
      )}
      {endingAll && d.data && (
        <EndAll client={client} userId={id} orders={d.data.orders} onClose={() => setEndingAll(false)} onDone={() => (setEndingAll(false), d.reload())} />
      )}
      {ending && <EndOrder client={client} userId={id} order={ending} onClose={() => setEnding(null)} onDone={() => (setEnding(null), d.reload())} />}
      {endingCopy && <EndCopy client={client} userId={id} copy={endingCopy} onClose={() => setEndingCopy(null)} onDone={() => (setEndingCopy(null), d.reload())} />}
      {asking !== null && (
        <Dialog
          open
          title={title}
          onClose={() => setAsking(null)}
          actions={
            <>
              <Button $variant="secondary" onClick={() => setAsking(null)}>
                {t('console.common.cancel')}
              </Button>
              <Button $variant={asking === 'lock' || asking === 'two-factor' || asking === 'passkeys' ? 'danger' : 'primary'} disabled={needsReason && !reason.trim()} onClick={apply}>
                {title}
              </Button>
            </>
          }
        >
          {needsReason && <Input label={t('console.common.reason')} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} data-autofocus="" />}
          {error && <p role="alert">{error}</p>}
        </Dialog>
      )}
    </Panel>
  );
}
