import type { ToastViewProps } from './ToastView';
/** The core queues and expires toasts; the widget only renders $toasts. */
export declare function useToast(): ToastViewProps;
