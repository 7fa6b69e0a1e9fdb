import { useT } from '../../../widgets/provider/useT';
import { useConsole } from '../../core/context';
import { useApi } from '../../core/useApi';
import { useAction } from '../../core/useAction';
import { Page } from '../../ui/Page';
import { CompaniesTable, ModeForm, SettingsTable, type Company, type Mode, type Setting } from './SiteView';

/** Site: main mode, server settings and the companies (admin; companies also with content rights). */
export function Site() {
  const t = useT();
  const client = useConsole();
  const admin = client.can('settings.write');
  const mode = useApi<Mode>(client, admin ? '/company-mode' : null);
  const settings = useApi<Setting[]>(client, admin ? '/settings' : null);
  const companies = useApi<Company[]>(client, '/companies');
  const { busy, error, run } = useAction();
  return (
    <Page title={t('console.site.heading')}>
      {error && <p role="alert">{error}</p>}
      {admin && mode.data && <ModeForm mode={mode.data} busy={busy} onSave={(m) => run(() => client.call('PUT', '/company-mode', m), mode.reload)} />}
      {admin && settings.data && <SettingsTable settings={settings.data} busy={busy} onSave={(s) => run(() => client.call('PUT', '/settings', s), settings.reload)} />}
      {companies.data && <CompaniesTable companies={companies.data} busy={busy} onToggle={(c) => run(() => client.call('PUT', `/companies/${c.id}`, { enabled: !c.enabled }), companies.reload)} />}
    </Page>
  );
}
