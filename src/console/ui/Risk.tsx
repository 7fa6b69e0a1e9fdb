import { styled } from 'styled-components';
import { StatusBadge } from '../../widgets/ui';
import { useT } from '../../widgets/provider/useT';
import type { RiskZone } from '../../core/money';
import { money, when } from '../core/format';
import { Num } from './Table';

/** An account's figures at the current prices, as the server answers them (server/trading/margin-monitor.ts). */
export interface LiveAccount {
  balance: string;
  equity: string;
  /** used margin of the open positions */
  margin: string;
  free_margin: string;
  /** floating P&L of the open positions */
  floating: string;
  pending_locked: string;
  /** equity ÷ used margin × 100; null without an open position */
  risk_rate: string | null;
  zone: RiskZone;
}

/** The margin call running on an account (server/trading/margin-calls.ts): since when, and when its owner was told. */
export interface MarginCall {
  since: string;
  /** null: not told (a demo account has no address) */
  notified_at: string | null;
}

const ZONE_TONE = { safe: 'ok', marginCall: 'wait', stopOut: 'bad' } as const;

const Rate = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-variant-numeric: tabular-nums;
`;

/** A risk rate with its zone: the desk's eye goes to the amber and the red. */
export function RiskRate({ rate, zone }: { rate: string | null; zone: RiskZone }) {
  const t = useT();
  if (rate === null || zone === 'none') return <>—</>;
  return (
    <Rate data-zone={zone}>
      <span>{rate} %</span>
      <StatusBadge tone={ZONE_TONE[zone]}>{t(`console.margin.zone.${zone}`)}</StatusBadge>
    </Rate>
  );
}

/** A signed amount of money in a table, green above zero and red below, with its sign for those who see no colour. */
export const Signed = styled(Num)<{ $value: string }>`
  color: ${({ theme, $value }) => ($value.startsWith('-') ? theme.colors.down : Number($value) > 0 ? theme.colors.up : 'inherit')};
`;

/** A signed amount as the desk reads it: an explicit + for a gain. */
export const signedMoney = (value: string) => (Number(value) > 0 ? `+${money(value)}` : money(value));

const Call = styled.small`
  display: block;
  margin-block-start: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: normal;
`;

/** Since when a margin call runs on the account, and whether the client was told: the desk's first question. */
export function MarginCallNote({ call }: { call: MarginCall }) {
  const t = useT();
  return (
    <Call>
      {t('console.margin.callSince', { at: when(call.since) })}
      <br />
      {call.notified_at ? t('console.margin.told', { at: when(call.notified_at) }) : t('console.margin.notTold')}
    </Call>
  );
}
