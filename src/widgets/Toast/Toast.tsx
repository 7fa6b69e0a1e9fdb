import { ToastView } from './ToastView';
import { useToast } from './useToast';

/** Mount once near the root: shows whatever the core queues with showToast(). */
export function Toast() {
  return <ToastView {...useToast()} />;
}
