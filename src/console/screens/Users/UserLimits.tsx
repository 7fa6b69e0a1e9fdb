import { styled } from 'styled-components';
import type { LimitPeriod, TradingLimit, TradingLimits } from '../../../core/api/limits';
import { useT } from '../../../widgets/provider/useT';
import { StatusBadge } from '../../../widgets/ui';
import { when } from '../../core/format';

const List = styled.dd`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  min-inline-size: 0;
  & > span {
    white-space: normal;
  }
`;

const WINDOW_KEYS: Record<LimitPeriod, string> = { day: 'console.users.window24h', week: 'console.users.window7d', month: 'console.users.window30d' };

/**
 * The limits and break the client set on themselves (docs/accounts.md "Trading limits and breaks"), in the user's
 * facts: what applies and what each window has used, so support can tell a client why an order or a deposit was
 * refused. Shown only, never lifted here: a limit someone else could lift would not hold when it matters.
 */
export function LimitFacts({ limits }: { limits: TradingLimits }) {
  const t = useT();
  // A limit its window has used whole reads as the break does: it is what refuses the client's orders or deposits now.
  const one = (key: string, l: TradingLimit) =>
    l.amount && (
      <StatusBadge tone={l.reached ? 'bad' : 'wait'}>{t(key, { used: l.used, amount: l.amount, window: t(WINDOW_KEYS[l.period]) })}</StatusBadge>
    );
  const none = !limits.break_until && !limits.deposit.amount && !limits.loss.amount;
  return (
    <>
      <dt>{t('console.users.limits')}</dt>
      <List data-limits={none ? 'none' : 'set'}>
        {none && '—'}
        {limits.break_until && <StatusBadge tone="bad">{t('console.users.onBreak', { at: when(limits.break_until) })}</StatusBadge>}
        {one('console.users.limitDeposit', limits.deposit)}
        {one('console.users.limitLoss', limits.loss)}
      </List>
    </>
  );
}
