// The focus of a modal panel (ui/Dialog, an order's detail sheet): it moves in when the panel opens, Tab and Shift+Tab
// cycle inside it, Escape closes it, and the focus returns to the opener on close. One implementation: the detail
// sheet had a copy of its own, whose effect depended on its onDismiss, a new function on every render of the order
// list, so each price tick moved the focus back to the sheet, out of the field being typed in.
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * While `open`: `start` 'control' focuses the control marked data-autofocus, else the first (a dialog whose answer is
 * the expected one marks it); 'panel' focuses the panel itself (a sheet read before it is acted on). `onClose` is read
 * when Escape is pressed, so a new function on each render changes nothing.
 */
export function useModalFocus(panelRef: RefObject<HTMLElement | null>, open: boolean, onClose: () => void, start: 'control' | 'panel'): void {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    // Inside a shadow root (the embed) the focused element is the root's, not the document's.
    const scope = (panel?.getRootNode() ?? document) as Document | ShadowRoot;
    const opener = scope.activeElement as HTMLElement | null;
    const first = start === 'control' ? (panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel?.querySelector<HTMLElement>(FOCUSABLE)) : null;
    (first ?? panel)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        onCloseRef.current();
        return;
      }
      if (e.key !== 'Tab' || !panel) return;
      const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) {
        e.preventDefault();
        panel.focus();
        return;
      }
      const active = scope.activeElement;
      // The panel itself (focused on open) counts as before its first control.
      const outside = !panel.contains(active);
      if (e.shiftKey && (active === items[0] || active === panel || outside)) {
        e.preventDefault();
        items[items.length - 1].focus();
      } else if (!e.shiftKey && (active === items[items.length - 1] || outside)) {
        e.preventDefault();
        items[0].focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, [open, panelRef, start]);
}
