import { useStore } from '@nanostores/react';
import type { ToastViewProps } from './ToastView';
import { useStores } from '../provider';

/** The core queues and expires toasts; the widget only renders stores.toasts.$toasts. */
export function useToast(): ToastViewProps {
  const stores = useStores();
  return { toasts: useStore(stores.toasts.$toasts), onDismiss: stores.toasts.dismiss };
}
