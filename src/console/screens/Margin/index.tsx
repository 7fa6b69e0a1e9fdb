import { useState } from 'react';
import { Button } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';
import { useConsole } from '../../core/context';
import { useApi } from '../../core/useApi';
import { LIVE_REFRESH_MS, useEvery } from '../../core/useEvery';
import { ListState, Page } from '../../ui/Page';
import { Select } from '../../ui/Select';
import { UserPanel } from '../Users/UserPanel';
import { MarginView, type MarginData } from './MarginView';

/** The margin monitor, bound to GET /admin/api/margin: real accounts (or demo ones), refreshed while on screen. */
export function Margin() {
  const t = useT();
  const client = useConsole();
  const [demo, setDemo] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const d = useApi<MarginData>(client, `/margin?demo=${demo ? 1 : 0}`);
  useEvery(LIVE_REFRESH_MS, d.reload);
  const tools = (
    <>
      <Select aria-label={t('console.margin.accounts')} value={demo ? 'demo' : 'real'} onChange={(e) => (setDemo(e.target.value === 'demo'), setOpen(null))}>
        <option value="real">{t('console.margin.real')}</option>
        <option value="demo">{t('console.margin.demo')}</option>
      </Select>
      <Button $variant="secondary" onClick={d.reload}>
        {t('console.common.refresh')}
      </Button>
    </>
  );
  return (
    <Page title={t('console.margin.heading')} tools={tools}>
      <ListState loading={d.loading} error={d.error} empty={!d.data} onRetry={d.reload} />
      {d.data && <MarginView data={d.data} onOpen={setOpen} />}
      {open !== null && <UserPanel id={open} onOpen={setOpen} onClose={() => setOpen(null)} />}
    </Page>
  );
}
