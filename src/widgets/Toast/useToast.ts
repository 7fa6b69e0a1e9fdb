import { useStore } from '@nanostores/react';
import { $toasts, dismissToast } from '../../core';
import type { ToastViewProps } from './ToastView';

/** The core queues and expires toasts; the widget only renders $toasts. */
export function useToast(): ToastViewProps {
  return { toasts: useStore($toasts), onDismiss: dismissToast };
}
