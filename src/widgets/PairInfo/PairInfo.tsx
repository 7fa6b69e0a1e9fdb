import { useState } from 'react';
import { useStore } from '@nanostores/react';
import type { TradePair } from '../../core';
import { useStores } from '../provider';
import { useQuoteFeed } from '../internal/trading/useLiveFeed';
import { useTradingHours } from '../internal/trading/useTradingHours';
import { PairInfoView } from './PairInfoView';
import { useSentiment } from './useSentiment';

export interface PairInfoProps {
  /** The pair shown (its contract comes with it; the hours and the clients' sentiment are asked when the details open). */
  pair: TradePair | undefined;
}

/**
 * The bound pair details: an "i" button opening the pair's contract, its trading hours in the trader's time and which
 * way the broker's clients hold it.
 */
export function PairInfo({ pair }: PairInfoProps) {
  const [open, setOpen] = useState(false);
  // The market's live status (the list's pair is as it was when listed): the hours are asked again when it changes.
  useQuoteFeed();
  const quote = useStore(useStores().quotes.quote(pair?.Code ?? ''));
  const status = quote?.MarketStatus ?? pair?.MarketStatus;
  const { hours, failed, retry } = useTradingHours(pair?.Code, status, open);
  const sentiment = useSentiment(pair?.Code, open);
  if (!pair) return null;
  return (
    <PairInfoView
      pair={status === pair.MarketStatus ? pair : { ...pair, MarketStatus: status ?? pair.MarketStatus }}
      open={open}
      hours={hours}
      failed={failed}
      sentiment={sentiment}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onRetry={retry}
      now={Date.now()}
    />
  );
}
