import { describe, expect, it } from 'vitest';
import { isTyping, shortcutOf } from './shortcuts';

const el = (tagName: string, isContentEditable = false) => ({ tagName, isContentEditable }) as unknown as EventTarget;

describe('keyboard shortcuts', () => {
  it('maps the keys, in either case', () => {
    expect(['/', 'b', 'B', 's', 'S', 'Enter', 'Escape', '?', 'x'].map((key) => shortcutOf({ key }))).toEqual([
      'search', 'buy', 'buy', 'sell', 'sell', 'confirm', 'cancel', 'help', null,
    ]);
  });
  it('never fires while typing, with a modifier, or during a composition', () => {
    for (const tag of ['INPUT', 'TEXTAREA', 'SELECT']) expect(shortcutOf({ key: 'b', target: el(tag) })).toBeNull();
    expect(shortcutOf({ key: 'b', target: el('DIV', true) })).toBeNull();
    expect(shortcutOf({ key: 'b', target: el('BUTTON') })).toBe('buy');
    expect(shortcutOf({ key: 'b', ctrlKey: true })).toBeNull();
    expect(shortcutOf({ key: 's', metaKey: true })).toBeNull(); // Cmd+S stays the browser's
    expect(shortcutOf({ key: '/', altKey: true })).toBeNull();
    expect(shortcutOf({ key: 'Enter', isComposing: true })).toBeNull();
    expect(isTyping(null)).toBe(false);
  });
});
