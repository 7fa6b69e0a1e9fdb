/** Mount once near the root: shows whatever the core queues with showToast(). */
export declare function Toast(): import("react").JSX.Element;
