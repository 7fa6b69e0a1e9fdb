import { Button, StatusBadge } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';
import { cityOf } from '../../../widgets/internal/trading/hours';
import { Actions, Head, Table, TableBox } from '../../ui/Table';
import type { ClosureRow } from './closure-form';

/** 'YYYY-MM-DDTHH:MM' on a zone's clock, as written, with the zone's city. */
const wall = (at: string, zone: string) => `${at.replace('T', ' ')} ${cityOf(zone)}`;

const TONE = { upcoming: 'wait', in_force: 'bad', ended: 'ok' } as const;

/** The closures of the desk's calendar: what, which markets, from when to when on whose clock, and whether in force. */
export function ClosuresView({ rows, canEdit, onEdit, onRemove }: { rows: ClosureRow[]; canEdit: boolean; onEdit: (id: number) => void; onRemove: (id: number) => void }) {
  const t = useT();
  return (
    <TableBox>
      <Table>
        <Head
          labels={[t('console.closures.name'), t('console.closures.reason'), t('console.closures.markets'), t('console.closures.start'), t('console.closures.end'), t('console.closures.state')]}
          actions={canEdit}
        />
        <tbody>
          {rows.map((c) => (
            <tr key={c.Id} data-closure={c.Id}>
              <td>{c.Name}</td>
              <td>{t(`console.closures.${c.Reason}`)}</td>
              <td>{c.Markets.join(', ')}</td>
              <td>{wall(c.Start, c.Zone)}</td>
              <td>{wall(c.End, c.Zone)}</td>
              <td>
                <StatusBadge tone={TONE[c.State]}>{t(`console.closures.${c.State}`)}</StatusBadge>
              </td>
              {canEdit && (
                <td>
                  {c.State !== 'ended' && (
                    <Actions>
                      <Button $variant="secondary" onClick={() => onEdit(c.Id)}>
                        {t('console.instruments.edit')}
                      </Button>
                      <Button $variant="secondary" onClick={() => onRemove(c.Id)}>
                        {t('console.closures.remove')}
                      </Button>
                    </Actions>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableBox>
  );
}
