import type { Toast } from '../../core';
export interface ToastViewProps {
    toasts: readonly Toast[];
    /** Tap to dismiss early (they also expire on their own in the core). */
    onDismiss?(id: number): void;
}
/** Short messages (server msg, validation, 'logout success'), announced politely via role=status. */
export declare function ToastView({ toasts, onDismiss }: ToastViewProps): import("react").JSX.Element;
