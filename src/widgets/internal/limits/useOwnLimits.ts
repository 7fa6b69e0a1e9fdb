// The trader's own limits for a widget that says what they stop (docs/accounts.md "Trading limits and breaks"): read
// when the widget shows for a real account and again on `read()`. A server without them answers an error: nothing is
// said. With `session`, an answer for a session that has since changed is dropped: another account's limits never show.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LimitsReader, TradingLimits } from '../../../core/api/limits';

export function useOwnLimits(api: LimitsReader, real: boolean, session?: string | null) {
  const [limits, setLimits] = useState<TradingLimits | null>(null);
  const asked = useRef(0);
  const read = useCallback(() => {
    const turn = asked.current;
    if (real) void api.get({ showErrorMessage: false }).then((l) => turn === asked.current && setLimits(l), () => undefined);
  }, [api, real]);
  useEffect(() => {
    asked.current++;
    setLimits(null);
    read();
  }, [read, session]);
  return { limits, read };
}
