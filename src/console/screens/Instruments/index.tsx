import { useState } from 'react';
import { Button } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';
import { useConsole } from '../../core/context';
import { useApi } from '../../core/useApi';
import { useAction } from '../../core/useAction';
import { ListState, Page } from '../../ui/Page';
import { EditInstrument } from './EditInstrument';
import { InstrumentsView, type InstrumentRow } from './InstrumentsView';
import { TradingSettings, type TradingSettingsValue } from './TradingSettings';

/** Dealing: instruments with live quotes and their terms, and the trading settings. */
export function Instruments() {
  const t = useT();
  const client = useConsole();
  const list = useApi<InstrumentRow[]>(client, '/instruments');
  const settings = useApi<TradingSettingsValue>(client, '/settings/trading');
  const [editing, setEditing] = useState<string | null>(null);
  const { busy, error, setError, run } = useAction();
  const rows = list.data ?? [];
  const row = rows.find((r) => r.Code === editing);
  const canEdit = client.can('dealing.write');
  return (
    <Page title={t('console.instruments.heading')} tools={<Button $variant="secondary" onClick={list.reload}>{t('console.common.refresh')}</Button>}>
      <ListState loading={list.loading} error={list.error} empty={rows.length === 0} onRetry={list.reload} />
      {rows.length > 0 && <InstrumentsView rows={rows} canEdit={canEdit} onEdit={(code) => (setError(undefined), setEditing(code))} />}
      {row && (
        <EditInstrument
          row={row}
          busy={busy}
          error={error}
          onClose={() => setEditing(null)}
          onSave={(body) => run(() => client.call('PUT', `/instruments/${row.Code}`, body), () => (setEditing(null), list.reload()))}
        />
      )}
      {settings.data && (
        <TradingSettings
          value={settings.data}
          canEdit={canEdit}
          busy={busy}
          error={editing ? undefined : error}
          onSave={(v) => run(() => client.call('PUT', '/settings/trading', { trade_fee_type: Number(v.trade_fee_type), stop_out_level: v.stop_out_level, margin_call_level: v.margin_call_level }), settings.reload)}
        />
      )}
    </Page>
  );
}
