import { ToastView } from './ToastView';
import { useToast } from './useToast';

/** Mount once inside the provider: shows the messages its client queues (stores.toasts). */
export function Toast() {
  return <ToastView {...useToast()} />;
}
