import { styled } from 'styled-components';
import { Button, StatusBadge } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';
import type { ConsoleClient } from '../../core/client';
import { useApi } from '../../core/useApi';
import { ListState } from '../../ui/Page';
import { Head, Table, TableBox } from '../../ui/Table';
import { when } from '../../core/format';

/** Another client sharing an address or a payout method, as GET /admin/api/users/:id/linked names them. */
export interface LinkedAccount {
  id: number;
  uid: string;
  email: string;
  mobile: string;
  locked_at: string | null;
  /** Since when they closed their account (locked_at is set with it). */
  closed_at?: string | null;
  /** Their latest sign-in from the address, or when they bound the payout method. */
  at: string;
}

export interface Linked {
  checked: { addresses: number; payouts: number };
  addresses: { ip: string; last: string; total: number; accounts: LinkedAccount[] }[];
  /** type 1: a crypto address, 2: a bank account; destination masked by the server ("TQn9Y2…bLSE", "HSBC ••••6819"). */
  payouts: { type: number; currency: string; protocol: string; destination: string; total: number; accounts: LinkedAccount[] }[];
}

const Accounts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

/**
 * Linked accounts on a client's page (docs/operators.md "Linked accounts"): each of the client's addresses and payout
 * methods that other clients used too, with those clients (the latest ten, each opening their own page) and how many
 * there are. What compliance reads for one person behind several accounts, or several paying out to one place.
 * `onSearch` lists every client of a shared address in the user list (the named ten are the latest of them).
 */
export function UserLinkedView({ linked, onOpen, onSearch }: { linked: Linked; onOpen?: (id: number) => void; onSearch?: (address: string) => void }) {
  const t = useT();
  // What is shared: its kind in the reader's words, the thing itself isolated left to right (an address in Arabic).
  const rows = [
    ...linked.payouts.map((p) => ({
      key: `p:${p.type}:${p.currency}:${p.protocol}:${p.destination}`,
      kind: t(p.type === 2 ? 'console.users.linkedBank' : 'console.users.linkedCoin'),
      value: p.type === 2 ? p.destination : `${[p.currency, p.protocol].filter(Boolean).join('-')} ${p.destination}`,
      ...p,
    })),
    ...linked.addresses.map((a) => ({ key: `a:${a.ip}`, kind: t('console.users.linkedAddress'), value: a.ip, search: a.ip, ...a })),
  ];
  if (rows.length === 0) return <p>{t('console.users.linkedNone', linked.checked)}</p>;
  return (
    <TableBox>
      <Table data-testid="console-linked">
        <Head labels={[t('console.users.linkedShared'), t('console.users.linkedAccounts')]} />
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <td>
                {r.kind} <bdi dir="ltr">{r.value}</bdi>
              </td>
              <td>
                <Accounts>
                  {r.accounts.map((a) => (
                    <li key={a.id}>
                      <Button $variant="secondary" onClick={onOpen && (() => onOpen(a.id))} disabled={!onOpen} title={when(a.at)}>
                        {`#${a.id} ${a.email || a.mobile || a.uid}`}
                      </Button>
                      {a.locked_at && <StatusBadge tone="bad">{t(a.closed_at ? 'console.users.closedShort' : 'console.users.lockedShort')}</StatusBadge>}
                    </li>
                  ))}
                  {r.total > r.accounts.length && (
                    <li>
                      {'search' in r && onSearch ? (
                        <Button $variant="ghost" onClick={() => onSearch(r.search)}>
                          {t('console.users.linkedMore', { count: r.total - r.accounts.length })}
                        </Button>
                      ) : (
                        t('console.users.linkedMore', { count: r.total - r.accounts.length })
                      )}
                    </li>
                  )}
                </Accounts>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableBox>
  );
}

/** The section, bound: read once when the page opens (not on its refresh: the links do not move with prices). */
export function UserLinked({ client, id, onOpen, onSearch }: { client: ConsoleClient; id: number; onOpen?: (id: number) => void; onSearch?: (address: string) => void }) {
  const t = useT();
  const linked = useApi<Linked>(client, `/users/${id}/linked`);
  return (
    <section aria-labelledby="console-linked-title">
      <h2 id="console-linked-title">{t('console.users.linked')}</h2>
      <p>{t('console.users.linkedText')}</p>
      <ListState loading={linked.loading} error={linked.error} empty={!linked.data} onRetry={linked.reload} />
      {linked.data && <UserLinkedView linked={linked.data} onOpen={onOpen} onSearch={onSearch} />}
    </section>
  );
}
