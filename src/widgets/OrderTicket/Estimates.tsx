// What the order would cost, under the ticket's fields: its margin, its fee and, for a pair with a swap, what a night
// held would take or earn on each side. Estimates ('--' while the fields cannot give one).
import { formatMoney } from '../../core/money';
import type { TFunction } from '../../core';
import { Figures } from './styles';

export interface EstimatesProps {
  margin: string;
  fee: string;
  /** For the lots typed, as a buy and as a sell; null or absent: the pair has no swap. */
  swap?: { buy: string; sell: string } | null;
  t: TFunction;
}

export function Estimates({ margin, fee, swap, t }: EstimatesProps) {
  return (
    <Figures>
      <dt>{t('trade.estMargin')}</dt>
      <dd data-testid="est-margin">{margin === '--' ? '--' : formatMoney(margin)}</dd>
      <dt>{t('trade.estFee')}</dt>
      <dd data-testid="est-fee">{fee === '--' ? '--' : formatMoney(fee)}</dd>
      {swap && (
        <>
          <dt>{t('trade.swapPerNight')}</dt>
          {/* Each figure isolated left-to-right, so a right-to-left language keeps its sign in front. */}
          <dd data-testid="est-swap">
            {t('trade.buy')} <bdi dir="ltr">{formatMoney(swap.buy, { sign: true })}</bdi> · {t('trade.sell')}{' '}
            <bdi dir="ltr">{formatMoney(swap.sell, { sign: true })}</bdi>
          </dd>
        </>
      )}
    </Figures>
  );
}
