import { Button } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';
import { useConsole } from '../../core/context';
import { useApi } from '../../core/useApi';
import { ListState, Page } from '../../ui/Page';
import { DashboardView, type DashboardData } from './DashboardView';

/** The dashboard, bound to GET /admin/api/dashboard. */
export function Dashboard() {
  const t = useT();
  const client = useConsole();
  const d = useApi<DashboardData>(client, '/dashboard');
  return (
    <Page title={t('console.dashboard.heading')} tools={<Button $variant="secondary" onClick={d.reload}>{t('console.common.refresh')}</Button>}>
      <ListState loading={d.loading} error={d.error} empty={!d.data} onRetry={d.reload} />
      {d.data && <DashboardView data={d.data} />}
    </Page>
  );
}
