import type { Settings } from '../types';
export declare const SETTINGS_KEY = "pipkit.settings";
export declare const $settings: import("nanostores").MapStore<Settings>;
export declare function toggleHideBalance(): void;
