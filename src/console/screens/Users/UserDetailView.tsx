import { styled } from 'styled-components';
import { Button, StatusBadge } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';
import { Num, Table, TableBox } from '../../ui/Table';
import { money, when } from '../../core/format';
import { Facts as Pairs } from '../../ui/Facts';
import { MarginCallNote, RiskRate, signedMoney, type LiveAccount, type MarginCall } from '../../ui/Risk';
import { UserOrders } from './UserOrders';
import { CopyFacts, type UserCopy } from './UserCopy';
import { LimitFacts } from './UserLimits';
import type { TradingLimits } from '../../../core/api/limits';
import type { SignIn } from '../../../core/api/devices';
import { UserSignIns } from './UserSignIns';
import { UserMarginCalls } from './UserMarginCalls';
import type { MarginCallEntry } from '../../../core/api/margin-calls';

export interface UserDetail {
  user: {
    id: number; uid: string; email: string; mobile: string; is_demo: number; created_at: string; locked_at: string | null;
    /** Since when the client closed the account (locked_at is set with it; unlocking reopens it). */
    closed_at?: string | null;
    /** Since when two-step sign-in is on (null: off); absent from a server without it. */
    two_factor_at?: string | null;
    /** Passkeys that sign in to the account; absent from a server without them. */
    passkeys?: number;
  };
  account: { balance?: string; lock_balance?: string };
  /** Equity, margins, floating P&L and risk rate at the current prices; absent from a server without them. */
  live?: LiveAccount;
  /** The margin call running on the account, or null (absent from a server without margin calls). */
  margin_call?: MarginCall | null;
  /** The latest margin calls, running or ended, newest first; absent from a server without them. */
  margin_calls?: MarginCallEntry[];
  ledger: { id: number; type: number; value: string; lock_value: string; balance_after: string; memo: string; created_at: string }[];
  /**
   * status 0 pending (pending_type: 'stop', else a limit order), 1 holding; a position's current closing price and
   * floating P&L (null for a pending order; absent from a server without them); sl/tp '0' when not set.
   */
  orders: {
    id: number; code: string; side: number; status: number; lots: string; open_price: string | null; origin_price: string; margin: string; pending_type?: string | null; created_at: string;
    sl?: string; tp?: string; price?: string | null; pnl?: string | null;
    /** A pending order's pair (one cancels the other): the other order's id, null or absent for none. */
    oco_id?: number | null;
    /** A copy trade: the copied trader's position, null or absent for the client's own. */
    copy_of?: number | null;
  }[];
  /** Copy trading: whom the client copies and how many copy them; absent from a server without it. */
  copy?: UserCopy;
  sessions: { id: number; created_at: string; expires_at: string }[];
  identity: string | null;
  /** Running payout holds (docs/funds.md "Payout hold"); absent from a server without them. */
  payout_hold?: { withdrawals_until: string | null; methods: { id: number; usable_at: string }[] };
  /** The limits and break the client set on themselves; absent from a server without them. */
  limits?: TradingLimits;
  /** The latest sign-ins and failed attempts, newest first; absent from a server without them. */
  sign_ins?: SignIn[];
}

// Balances line up digit for digit.
const Facts = styled(Pairs)`
  dd {
    font-variant-numeric: tabular-nums;
  }
`;

// A fact told in badges with long dates (holds, two-step sign-in, locked since), and its button: they wrap on a
// narrow screen instead of running off it.
const Badges = styled.dd`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  min-inline-size: 0;
  gap: ${({ theme }) => theme.space.xs};
  & > span {
    white-space: normal;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

// One column no wider than the screen: a wide table scrolls in its own box instead of widening the page.
const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const EndAllButton = styled(Button)`
  margin-block-end: ${({ theme }) => theme.space.sm};
`;


/**
 * One user for the desk: who, balances and the account's live figures (equity, margins, floating P&L, risk rate),
 * lock state, open positions and pending orders, the latest ledger rows.
 */
export function UserDetailView({
  detail,
  canLock,
  onLock,
  onDemoReset,
  onReleaseHold,
  onDisableTwoFactor,
  onRemovePasskeys,
  onEndOrder,
  onEndAll,
  onEndCopy,
  onSearch,
}: {
  detail: UserDetail;
  canLock: boolean;
  onLock: (lock: boolean) => void;
  onDemoReset?: () => void;
  /** Present for operators who may end a payout hold. */
  onReleaseHold?: () => void;
  /** Present for operators who may turn a user's two-step sign-in off (`users.lock`). */
  onDisableTwoFactor?: () => void;
  /** Present for operators who may remove a user's passkeys (`users.lock`): after a takeover, they outlive a password reset. */
  onRemovePasskeys?: () => void;
  /** Present for operators who may close a position or cancel a pending order for the client (`dealing.close`). */
  onEndOrder?: (o: UserDetail['orders'][number]) => void;
  /** Present with onEndOrder: end every open order of the client at once (offered from two). */
  onEndAll?: () => void;
  /** Present for operators who may act for the client (`dealing.close`): end one of the client's copies. */
  onEndCopy?: (c: UserCopy['copies'][number]) => void;
  /** Present on the Users screen: list every client who signed in from an address of the sign-ins. */
  onSearch?: (address: string) => void;
}) {
  const t = useT();
  const u = detail.user;
  const hold = detail.payout_hold;
  const held = !!hold && (hold.withdrawals_until !== null || hold.methods.length > 0);
  const live = detail.live;
  return (
    <Grid data-user={u.id}>
      <Facts>
        <dt>#</dt>
        <dd>
          {u.id} · {u.uid}
        </dd>
        <dt>{t('console.users.contact')}</dt>
        <dd>{[u.email, u.mobile].filter(Boolean).join(' · ')}</dd>
        <dt>{t('console.users.created')}</dt>
        <dd>{when(u.created_at)}</dd>
        <dt>{t('console.users.balance')}</dt>
        <dd>{money(detail.account.balance ?? '0')} USD</dd>
        <dt>{t('console.users.frozen')}</dt>
        <dd>{money(detail.account.lock_balance ?? '0')} USD</dd>
        {live && (
          <>
            <dt>{t('console.margin.equity')}</dt>
            <dd>{money(live.equity)} USD</dd>
            <dt>{t('console.margin.margin')}</dt>
            <dd>{money(live.margin)} USD</dd>
            <dt>{t('console.margin.freeMargin')}</dt>
            <dd>{money(live.free_margin)} USD</dd>
            <dt>{t('console.margin.floating')}</dt>
            <dd>{signedMoney(live.floating)} USD</dd>
            <dt>{t('console.margin.riskRate')}</dt>
            <dd>
              <RiskRate rate={live.risk_rate} zone={live.zone} />
              {detail.margin_call && <MarginCallNote call={detail.margin_call} />}
            </dd>
          </>
        )}
        <dt>{t('console.users.identity')}</dt>
        <dd>{detail.identity ? t(`console.status.${detail.identity}`) : '—'}</dd>
        {u.is_demo === 1 && onDemoReset && (
          <>
            <dt>{t('console.users.demo')}</dt>
            <dd>
              <Button $variant="secondary" onClick={onDemoReset}>
                {t('console.users.demoReset')}
              </Button>
            </dd>
          </>
        )}
        {u.is_demo !== 1 && (
          <>
            <dt>{t('console.users.payoutHold')}</dt>
            <Badges data-payout-hold={held ? 'on' : 'off'}>
              {!held && '—'}
              {hold?.withdrawals_until && <StatusBadge tone="wait">{t('console.users.holdWithdrawals', { at: when(hold.withdrawals_until) })}</StatusBadge>}
              {hold?.methods.map((m) => (
                <StatusBadge key={m.id} tone="wait">
                  {t('console.users.holdMethod', { id: m.id, at: when(m.usable_at) })}
                </StatusBadge>
              ))}
              {held && onReleaseHold && (
                <Button $variant="secondary" onClick={onReleaseHold}>
                  {t('console.users.releaseHold')}
                </Button>
              )}
            </Badges>
          </>
        )}
        {u.is_demo !== 1 && (
          <>
            <dt>{t('console.users.twoFactor')}</dt>
            <Badges data-two-factor={u.two_factor_at ? 'on' : 'off'}>
              {u.two_factor_at ? <StatusBadge tone="ok">{t('console.users.twoFactorOnSince', { at: when(u.two_factor_at) })}</StatusBadge> : t('console.users.twoFactorOff')}
              {u.two_factor_at && onDisableTwoFactor && (
                <Button $variant="secondary" onClick={onDisableTwoFactor}>
                  {t('console.users.twoFactorDisable')}
                </Button>
              )}
            </Badges>
            {u.passkeys !== undefined && (
              <>
                <dt>{t('console.users.passkeys')}</dt>
                <Badges data-passkeys={u.passkeys}>
                  {u.passkeys}
                  {u.passkeys > 0 && onRemovePasskeys && (
                    <Button $variant="secondary" onClick={onRemovePasskeys}>
                      {t('console.users.passkeysRemove')}
                    </Button>
                  )}
                </Badges>
              </>
            )}
          </>
        )}
        {u.is_demo !== 1 && detail.limits && <LimitFacts limits={detail.limits} />}
        {detail.copy && <CopyFacts copy={detail.copy} onEnd={onEndCopy} />}
        <dt>{t('console.users.sessions')}</dt>
        <dd>{detail.sessions.length}</dd>
        <dt>{t('console.common.status')}</dt>
        <Badges>
          {u.closed_at ? (
            <StatusBadge tone="bad">{t('console.users.closed', { at: when(u.closed_at) })}</StatusBadge>
          ) : u.locked_at ? (
            <StatusBadge tone="bad">{t('console.users.locked', { at: when(u.locked_at) })}</StatusBadge>
          ) : (
            <StatusBadge tone="ok">{t('console.users.active')}</StatusBadge>
          )}
          {canLock && (
            <Button $variant={u.locked_at ? 'secondary' : 'danger'} onClick={() => onLock(!u.locked_at)}>
              {u.closed_at ? t('console.users.reopen') : u.locked_at ? t('console.users.unlock') : t('console.users.lock')}
            </Button>
          )}
        </Badges>
      </Facts>
      <section>
        <h2>{t('console.users.positions')}</h2>
        {onEndAll && detail.orders.length > 1 && (
          <EndAllButton $variant="danger" onClick={onEndAll}>
            {t('console.users.endAll', { count: detail.orders.length })}
          </EndAllButton>
        )}
        <UserOrders orders={detail.orders} onEndOrder={onEndOrder} />
      </section>
      {!!detail.margin_calls?.length && <UserMarginCalls calls={detail.margin_calls} />}
      {detail.sign_ins && <UserSignIns signIns={detail.sign_ins} onSearch={onSearch} />}
      <section>
        <h2>{t('console.users.ledger')}</h2>
        <TableBox>
          <Table>
            <tbody>
              {detail.ledger.map((l) => (
                <tr key={l.id}>
                  <td>{when(l.created_at)}</td>
                  <td>{l.memo}</td>
                  <Num>{money(l.value)}</Num>
                  <Num>{money(l.balance_after)}</Num>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableBox>
      </section>
    </Grid>
  );
}
