// Escape closes what is open and not modal (the ticket's sheet, the trade screen's pair panel): a document listener
// that exists only while `active`. Modal dialogs (ui/Dialog) handle Escape with their focus trap instead.
import { useEffect, useRef } from 'react';

export function useEscapeKey(active: boolean, onEscape: () => void): void {
  const latest = useRef(onEscape);
  latest.current = onEscape;
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') latest.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active]);
}
