import { DevicesView } from './DevicesView';
import { useDevices } from './useDevices';

/** The bound signed-in devices list of the logged-in user. */
export function Devices() {
  return <DevicesView {...useDevices()} />;
}
