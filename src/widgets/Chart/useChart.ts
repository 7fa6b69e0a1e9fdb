// History from kline, then live KLINE.{code} pushes for the chosen period, applied once per frame.
import { useEffect, useState } from 'react';
import type { Candle, Period } from '../../core/api/forex';
import type { ChartProps } from './Chart';
import type { ChartViewProps } from './ChartView';
import { nextFrame } from '../../core/stores/frame';
import { firstContent } from '../../core/firstContent';
import { useApi } from '../internal/api/useApi';
import { usePipkit } from '../provider';
import { createForexApi } from '../../core/api/forex';
import { liveCandle, mergeCandle, normaliseCandles } from './candles';
import { usePositionLines } from './usePositionLines';

/** The chart's view props for a pair: history, then live candles of the chosen period. */
export function useChart({ pair, initialPeriod = '1M', height }: ChartProps): ChartViewProps {
  const forexId = pair?.Id;
  const code = pair?.Code;
  const api = useApi({ forex: createForexApi }).forex;
  const { socket } = usePipkit();
  const [period, setPeriod] = useState<Period>(initialPeriod);
  const [candles, setCandles] = useState<Candle[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const lines = usePositionLines(code);

  useEffect(() => {
    if (!forexId || !code) return;
    let alive = true;
    let pending: Candle | null = null;
    let cancel: (() => void) | null = null;
    const queued: Candle[] = []; // pushes that arrive before the history answer
    let history = false;
    setLoading(true);
    setError(null);
    setCandles([]);
    const off = socket.subscribe(`KLINE.${code}`, (msg: unknown) => {
      const c = liveCandle(msg, period);
      if (!c) return;
      if (!history) return void queued.push(c);
      pending = c;
      cancel ??= nextFrame(() => {
        cancel = null;
        const p = pending;
        pending = null;
        if (p && alive) setCandles((h) => mergeCandle(h, p));
      });
    });
    // After the first content of the screen the app opens on, as the library (ChartView.tsx): the canvas needs both.
    const answer = firstContent().then(() => (alive ? api.kline(forexId, period) : null));
    answer.then(
      (list) => {
        if (!alive) return;
        history = true;
        setCandles(queued.reduce(mergeCandle, normaliseCandles(list ?? [])));
        setLoading(false);
      },
      (e: unknown) => {
        if (!alive) return;
        history = true;
        setError(e instanceof Error ? e.message : String(e));
        setLoading(false);
      },
    );
    // Candles pushed while the socket was down are lost: the history is read again when it is back (the chart
    // keeps showing what it has meanwhile; a push after the answer updates its last bar as usual).
    const offReconnect = socket.onReconnect(() => {
      api.kline(forexId, period).then(
        (list) => alive && history && setCandles(normaliseCandles(list ?? [])),
        () => {},
      );
    });
    return () => {
      alive = false;
      cancel?.();
      off();
      offReconnect();
    };
  }, [api, socket, forexId, code, period]);

  return { candles, period, onPeriod: setPeriod, precision: pair?.PricePrecision, loading: !pair || loading, error, title: pair?.ShowCode, height, lines };
}
