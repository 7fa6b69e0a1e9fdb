import { styled } from 'styled-components';
import { StatusBadge } from '../../widgets/ui';
import { useT } from '../../widgets/provider/useT';
import type { RiskZone } from '../../core/money';
import { money } from '../core/format';
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
