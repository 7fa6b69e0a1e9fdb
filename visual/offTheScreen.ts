/**
 * What runs past the left or right edge of a screen `width` px wide, inside `root`, unless a box around it scrolls
 * or clips it (a wide table scrolls in its own box): the first three such elements, with their text and edges.
 * Used by the visual tests at phone width and by the route sweep of the end-to-end tests, which hands it to the page
 * as it is (`page.evaluate`): so it stays self-contained, with no imports and no helpers of its own.
 */
export function offTheScreen(width: number, root: Element = document.body): string[] {
  const off: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (!r.width || !r.height || (r.left >= -1 && r.right <= width + 1)) continue;
    let box = el.parentElement;
    while (box && box !== root && !/auto|scroll|hidden|clip/.test(getComputedStyle(box).overflowX)) box = box.parentElement;
    if (box && box !== root) continue;
    const text = (el.textContent ?? '').trim().slice(0, 40);
    off.push(`<${el.tagName.toLowerCase()}> "${text}" from ${Math.round(r.left)} to ${Math.round(r.right)} px`);
    if (off.length === 3) break;
  }
  return off;
}
