import { System } from '../../widgets/System';
import { useT } from '../../widgets/provider';
import { navigate } from '../hashLocation';
import { ScreenHeader } from '../layout/ScreenHeader';

// Vite tree-shakes a named JSON import down to this one string.
import { version as VERSION } from '../../../package.json';

/** /mine/system: other settings and logout (confirm → 'logout success' → home). */
export function SystemScreen() {
  const t = useT();
  return (
    <>
      <ScreenHeader title={t('system.title')} />
      <System version={VERSION} onNavigate={(path) => navigate(path, { replace: path === '/' })} />
    </>
  );
}
