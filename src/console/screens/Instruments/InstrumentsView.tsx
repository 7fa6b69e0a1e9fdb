import { Button, StatusBadge, VisuallyHidden } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';
import { Num, Table, TableBox } from '../../ui/Table';

export interface InstrumentRow {
  Code: string;
  ShowCode: string;
  MarketStatus: number;
  ForexQuotations: { Bid?: string; Ask?: string };
  HasForexMultiple: { Value: number }[];
  ForexMinCont: string;
  ForexFeeRate: string;
  Spread: string;
  /** Admin list only: the trading session the instrument follows. */
  Session?: string;
}

/** Every instrument with its live quote and the terms the desk tunes. */
export function InstrumentsView({ rows, canEdit, onEdit }: { rows: InstrumentRow[]; canEdit: boolean; onEdit: (code: string) => void }) {
  const t = useT();
  return (
    <TableBox>
      <Table>
        <thead>
          <tr>
            <th>{t('console.dashboard.instrument')}</th>
            <th>{t('console.instruments.bid')}</th>
            <th>{t('console.instruments.ask')}</th>
            <th>{t('console.instruments.spread')}</th>
            <th>{t('console.instruments.leverages')}</th>
            <th>{t('console.instruments.fee')}</th>
            <th>{t('console.instruments.minLots')}</th>
            <th>{t('console.instruments.market')}</th>
            <th>
              <VisuallyHidden>{t('console.common.actions')}</VisuallyHidden>
            </th>
          </tr>
        </thead>
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
