export { Toast } from './Toast';
export { ToastView, type ToastViewProps } from './ToastView';
export { useToast } from './useToast';
