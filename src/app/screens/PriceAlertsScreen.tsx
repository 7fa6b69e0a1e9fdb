import { useSearch } from 'wouter';
import { PriceAlerts } from '../../widgets/PriceAlerts';
import { useT } from '../../widgets/provider';
import { ScreenHeader } from '../layout/ScreenHeader';

/** /mine/alerts: the person's price alerts; `?code=EURUSD` (the trade screen's bell) starts the form on that pair. */
export function PriceAlertsScreen() {
  const t = useT();
  const code = new URLSearchParams(useSearch()).get('code') ?? undefined;
  return (
    <>
      <ScreenHeader title={t('alerts.title')} />
      <PriceAlerts code={code} />
    </>
  );
}
