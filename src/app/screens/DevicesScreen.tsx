import { Devices } from '../../widgets/Devices';
import { ScreenHeader } from '../layout/ScreenHeader';
import { useT } from '../../widgets/provider';

/** /mine/devices: the browsers signed in to the account; sign one or all others out (login required). */
export function DevicesScreen() {
  const t = useT();
  return (
    <>
      <ScreenHeader title={t('user.devices')} />
      <Devices />
    </>
  );
}
