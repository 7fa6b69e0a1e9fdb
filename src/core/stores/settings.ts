// User-level UI preferences (docs/product.md#constants-and-limits: settings in local storage).
import type { Settings } from '../types';
import { persistentMap } from './persistent';

export const SETTINGS_KEY = 'pipkit.settings';

export const $settings = persistentMap<Settings>(SETTINGS_KEY, { hideBalance: false });

export function toggleHideBalance(): void {
  $settings.setKey('hideBalance', !$settings.get().hideBalance);
}
