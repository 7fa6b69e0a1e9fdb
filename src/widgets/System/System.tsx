import { SystemView } from './SystemView';
import { useSystem, type SystemCallbacks } from './useSystem';

/** The bound other-settings screen body. */
export function System(props: SystemCallbacks) {
  return <SystemView {...useSystem(props)} />;
}
