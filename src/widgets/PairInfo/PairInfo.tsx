import { useState } from 'react';
import type { TradePair } from '../../core';
import { useTradingHours } from '../internal/trading/useTradingHours';
import { PairInfoView } from './PairInfoView';

export interface PairInfoProps {
  /** The pair shown (its contract comes with it; the hours are asked when the details open). */
  pair: TradePair | undefined;
}

/** The bound pair details: an "i" button opening the pair's contract and its trading hours in the trader's time. */
export function PairInfo({ pair }: PairInfoProps) {
  const [open, setOpen] = useState(false);
  const { hours, failed, retry } = useTradingHours(pair?.Code, pair?.MarketStatus, open);
  if (!pair) return null;
  return (
    <PairInfoView
      pair={pair}
      open={open}
      hours={hours}
      failed={failed}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onRetry={retry}
      now={Date.now()}
    />
  );
}
