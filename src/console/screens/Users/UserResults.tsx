import { useCallback } from 'react';
import type { TradeResultsAnswer } from '../../../core/api/results';
import type { StatementPeriod } from '../../../core/statement';
import { TradeResultsView } from '../../../widgets/TradeResults/TradeResultsView';
import { useResultsOf } from '../../../widgets/TradeResults/useTradeResults';
import type { ConsoleClient } from '../../core/client';

/**
 * A user's trading results on their page (docs/operators.md "Users"): what their history screen shows them, the same
 * widget and labels, from GET /admin/api/users/:id/trade_results.
 */
export function UserResults({ client, id }: { client: ConsoleClient; id: number }) {
  const get = useCallback(
    (period: StatementPeriod) => client.call<TradeResultsAnswer>('GET', `/users/${id}/trade_results?${new URLSearchParams({ ...period })}`),
    [client, id],
  );
  return <TradeResultsView {...useResultsOf(get)} />;
}
