import { useStore } from '@nanostores/react';
import { $t, type TFunction } from '../../core';

/**
 * The translate function for the current language. `$t` changes identity when the language switches or a
 * dictionary finishes loading, so every component using this re-renders with the new labels.
 */
export function useT(): TFunction {
  return useStore($t);
}
