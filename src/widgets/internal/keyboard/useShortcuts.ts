// Listens for the shortcuts a widget handles while `active`. A handler returns false when the key was not for it (the
// browser then does what it would have done, e.g. Enter on a focused button).
import { useEffect, useRef } from 'react';
import { shortcutOf, type Shortcut } from './shortcuts';

export type ShortcutHandlers = Partial<Record<Shortcut, () => boolean | void>>;

export function useShortcuts(handlers: ShortcutHandlers, active = true): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      const s = shortcutOf(e);
      const run = s ? latest.current[s] : undefined;
      if (run && run() !== false) e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active]);
}
