// Pure order ticket: mode, bid/ask buttons, lots stepper, leverage, SL/TP, estimates and messages.
import { useId } from 'react';
import { styled } from 'styled-components';
import type { TradePair } from '../../core/api/forex';
import { formatMoney, formatPrice } from '../../core/money';
import type { Quote } from '../../core/stores/quotes';
import { useT } from '../provider';
import { Tabs } from '../ui/Tabs';
import { minusEnabled, noLeverage, usesLeverage, type TicketError, type TicketMode, type TicketState } from './ticket';

export interface OrderTicketViewProps {
  pair?: TradePair;
  quote?: Quote;
  state: TicketState;
  estMargin: string;
  estFee: string;
  error: TicketError;
  loggedIn: boolean;
  submitting?: boolean;
  onMode?: (m: TicketMode) => void;
  onLots?: (v: string) => void;
  onLotsStep?: (dir: 1 | -1) => void;
  onLeverage?: (v: number) => void;
  onPrice?: (v: string) => void;
  onStopToggle?: (which: 'sl' | 'tp') => void;
  onStopValue?: (which: 'sl' | 'tp', v: string) => void;
  /** Buy (1) or sell (2); visitors get onLoginRequired from the widget instead. */
  onSubmit?: (side: 1 | 2) => void;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  label, .label {
    flex: 1;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
`;

const Field = styled.input`
  inline-size: 140px;
  min-block-size: 40px;
  padding-inline: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: center;
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Step = styled.button`
  inline-size: 40px;
  block-size: 40px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Select = styled.select`
  inline-size: 140px;
  min-block-size: 40px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    direction: ltr;
  }
`;

const Message = styled.p<{ $tone: 'error' | 'info' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// Buy and Sell stay on screen while any of the ticket is: they stick to the bottom of the viewport, above whatever
// the page keeps there (the app sets --pipkit-sticky-bottom to its tab bar's height).
const Sides = styled.div`
  position: sticky;
  inset-block-end: var(--pipkit-sticky-bottom, 0px);
  z-index: 1;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

const Side = styled.button<{ $side: 'buy' | 'sell' }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  min-block-size: 56px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $side }) => ($side === 'buy' ? theme.colors.up : theme.colors.down)};
  color: ${({ theme }) => theme.colors.onUpDown};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  span {
    font-variant-numeric: tabular-nums;
    font-weight: 500;
    direction: ltr;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export function OrderTicketView(props: OrderTicketViewProps) {
  const { pair, quote, state: s, estMargin, estFee, error, loggedIn, submitting } = props;
  const t = useT();
  const id = useId();
  if (!pair) return <Form aria-busy="true" aria-label={t('trade.placeOrder')} />;
  const q = quote ?? { ...pair.ForexQuotations, MarketStatus: pair.MarketStatus };
  const closed = q.MarketStatus !== 1;
  const lev = usesLeverage(pair);
  const noLev = noLeverage(pair);
  const blocked = closed || noLev || !!submitting;
  const px = (x: string) => formatPrice(x, pair.PricePrecision);
  const shown = s.showErrors ? error : null;
  const stop = (which: 'sl' | 'tp', label: string) => {
    const f = s[which];
    return (
      <Row>
        <input
          id={`${id}-${which}-check`}
          type="checkbox"
          checked={f.checked}
          onChange={() => props.onStopToggle?.(which)}
        />
        <label htmlFor={`${id}-${which}-check`}>{label}</label>
        <Field
          aria-label={label}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          disabled={!f.checked}
          value={f.checked ? f.value : ''}
          onChange={(e) => props.onStopValue?.(which, e.target.value)}
        />
      </Row>
    );
  };
  return (
    <Form
      aria-label={`${pair.ShowCode} ${t('trade.placeOrder')}`}
      noValidate
      onSubmit={(e) => e.preventDefault()}
      data-mode={s.mode}
    >
      <Tabs<'1' | '0'>
        label={t('trading.orderType')}
        items={[
          { value: '1', label: t('trade.marketOrder') },
          { value: '0', label: t('trade.pendingOrder') },
        ]}
        value={String(s.mode) as '1' | '0'}
        onChange={(v) => props.onMode?.(Number(v) as TicketMode)}
      />
      {s.mode === 0 && (
        <>
          <Row>
            <label htmlFor={`${id}-price`}>{t('trade.price')}</label>
            <Field
              id={`${id}-price`}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={s.price}
              aria-invalid={shown === 'enterPrice' || undefined}
              aria-describedby={shown === 'enterPrice' ? `${id}-err` : undefined}
              onChange={(e) => props.onPrice?.(e.target.value)}
            />
          </Row>
        </>
      )}
      <Row>
        <label htmlFor={`${id}-lots`}>{t('trade.lots')}</label>
        <Step type="button" aria-label={t('trading.lotsLess')} disabled={!minusEnabled(s.lots, pair.Pip)} onClick={() => props.onLotsStep?.(-1)}>
          −
        </Step>
        <Field
          id={`${id}-lots`}
          type="number"
          inputMode="decimal"
          min={pair.ForexMinCont}
          step={pair.Pip}
          value={s.lots}
          aria-invalid={shown === 'lots' || undefined}
          onChange={(e) => props.onLots?.(e.target.value)}
        />
        <Step type="button" aria-label={t('trading.lotsMore')} onClick={() => props.onLotsStep?.(1)}>
          +
        </Step>
      </Row>
      {lev && !noLev && (
        <Row>
          <label htmlFor={`${id}-lev`}>{t('trade.leverage')}</label>
          <Select id={`${id}-lev`} value={s.leverage ?? ''} onChange={(e) => props.onLeverage?.(Number(e.target.value))}>
            {pair.HasForexMultiple.map((m) => (
              <option key={m.Value} value={m.Value}>
                {m.Value}×
              </option>
            ))}
          </Select>
        </Row>
      )}
      {noLev && <Message $tone="error" role="alert">{t('msg.noLeverage')}</Message>}
      {stop('sl', t('trade.stopLoss'))}
      {stop('tp', t('trade.takeProfit'))}
      <Figures>
        <dt>{t('trade.estMargin')}</dt>
        <dd data-testid="est-margin">{estMargin === '--' ? '--' : formatMoney(estMargin)}</dd>
        <dt>{t('trade.estFee')}</dt>
        <dd data-testid="est-fee">{estFee === '--' ? '--' : formatMoney(estFee)}</dd>
      </Figures>
      {closed && <Message $tone="info" role="status">{t('trade.marketClosed')}</Message>}
      {shown && shown !== 'marketClosed' && shown !== 'noLeverage' && (
        <Message $tone="error" role="alert" id={`${id}-err`}>
          {shown === 'enterPrice' ? t('msg.enterPrice') : shown === 'lots' ? t('trading.lotsInvalid', { min: props.pair?.ForexMinCont ?? '', step: props.pair?.Pip ?? '' }) : t('trading.chooseLeverage')}
        </Message>
      )}
      {!loggedIn && <Message $tone="info">{t('trade.loginToTrade')}</Message>}
      <Sides>
        <Side type="button" $side="buy" disabled={blocked} onClick={() => props.onSubmit?.(1)}>
          {t('trade.buy')}
          <span>
            {t('trade.ask')} {px(q.Ask)}
          </span>
        </Side>
        <Side type="button" $side="sell" disabled={blocked} onClick={() => props.onSubmit?.(2)}>
          {t('trade.sell')}
          <span>
            {t('trade.bid')} {px(q.Bid)}
          </span>
        </Side>
      </Sides>
    </Form>
  );
}
