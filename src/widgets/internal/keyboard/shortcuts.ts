// Desktop keyboard shortcuts (docs/trading-widgets.md "Keyboard"): which key means what, and when a key is the
// trader's typing rather than a shortcut. Pure, so the rules are tested without a browser.

export type Shortcut = 'search' | 'buy' | 'sell' | 'confirm' | 'cancel' | 'help';

/** The list the help dialog shows, in its order, with the key as it is written on the keyboard. */
export const SHORTCUTS: ReadonlyArray<{ key: string; shortcut: Shortcut }> = [
  { key: '/', shortcut: 'search' },
  { key: 'B', shortcut: 'buy' },
  { key: 'S', shortcut: 'sell' },
  { key: 'Enter', shortcut: 'confirm' },
  { key: 'Esc', shortcut: 'cancel' },
  { key: '?', shortcut: 'help' },
];

interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  isComposing?: boolean;
  target?: EventTarget | null;
}

/** True while the focus is somewhere a key is text: an input, a text area, a select or an editable element. */
export function isTyping(target: EventTarget | null | undefined): boolean {
  const el = target as (HTMLElement & { isContentEditable?: boolean }) | null | undefined;
  if (!el || typeof el.tagName !== 'string') return false;
  const tag = el.tagName.toLowerCase();
  return tag === 'input' || tag === 'textarea' || tag === 'select' || !!el.isContentEditable;
}

/**
 * The shortcut a key press means, or null. Nothing fires while typing, with Ctrl, Cmd or Alt (the browser's and the
 * system's own shortcuts), or during an IME composition. Escape is left to whatever is open (sheets and dialogs close
 * themselves), so it means `cancel` here only for what has nothing open to close, like an armed side.
 */
export function shortcutOf(e: KeyLike): Shortcut | null {
  if (e.ctrlKey || e.metaKey || e.altKey || e.isComposing || isTyping(e.target)) return null;
  switch (e.key) {
    case '/': return 'search';
    case 'b': case 'B': return 'buy';
    case 's': case 'S': return 'sell';
    case 'Enter': return 'confirm';
    case 'Escape': return 'cancel';
    case '?': return 'help';
    default: return null;
  }
}
