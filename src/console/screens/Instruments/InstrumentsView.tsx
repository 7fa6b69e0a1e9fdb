import { Button, StatusBadge } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';
import { Head, Num, Table, TableBox } from '../../ui/Table';

export interface InstrumentRow {
  Code: string;
  ShowCode: string;
  MarketStatus: number;
  ForexQuotations: { Bid?: string; Ask?: string };
  HasForexMultiple: { Value: number }[];
  ForexMinCont: string;
  ForexFeeRate: string;
  Spread: string;
  /** The swap, USD per lot and night of a buy and of a sell (absent from a server without it). */
  SwapLong?: string;
  SwapShort?: string;
  /** Admin list only: the trading session the instrument follows. */
  Session?: string;
}

/** Every instrument with its live quote and the terms the desk tunes. */
export function InstrumentsView({ rows, canEdit, onEdit }: { rows: InstrumentRow[]; canEdit: boolean; onEdit: (code: string) => void }) {
  const t = useT();
  return (
    <TableBox>
      <Table>
        <Head labels={[t('console.dashboard.instrument'), t('console.instruments.bid'), t('console.instruments.ask'), t('console.instruments.spread'), t('console.instruments.leverages'), t('console.instruments.fee'), t('console.instruments.minLots'), t('console.instruments.market')]} actions />
        <tbody>
          {rows.map((i) => (
            <tr key={i.Code} data-instrument={i.Code}>
              <td>{i.ShowCode}</td>
              <Num>{i.ForexQuotations.Bid ?? '—'}</Num>
              <Num>{i.ForexQuotations.Ask ?? '—'}</Num>
              <Num>{i.Spread}</Num>
              <td>{i.HasForexMultiple.map((m) => m.Value).join(', ') || '—'}</td>
              <Num>{i.ForexFeeRate}</Num>
              <Num>{i.ForexMinCont}</Num>
              <td>
                <StatusBadge tone={i.MarketStatus === 1 ? 'ok' : 'bad'}>{i.MarketStatus === 1 ? t('console.instruments.open') : t('console.instruments.closed')}</StatusBadge>
                {i.Session && <small> {i.Session}</small>}
              </td>
              <td>
                {canEdit && (
                  <Button $variant="secondary" onClick={() => onEdit(i.Code)}>
                    {t('console.instruments.edit')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableBox>
  );
}
