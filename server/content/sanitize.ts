import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { ARTICLE_SANITIZE, finishArticleElement } from '../../src/core/article.js';

// Server-side HTML sanitising of news articles with the rules of src/core/article.ts (the News widget applies the same
// rules again before rendering): the HTML profile of DOMPurify, no styles, forms, frames or event handlers, only
// http(s)/mailto/tel and relative links; links open in a new tab without an opener.

const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);

purify.addHook('afterSanitizeAttributes', (node) => {
  const el = node as unknown as Element;
  // Stored articles load their images lazily; the rules themselves are shared with the widget (src/core/article.ts).
  if (el.tagName === 'IMG') el.setAttribute('loading', 'lazy');
  finishArticleElement(el);
});

export function sanitizeHtml(html: string): string {
  return String(purify.sanitize(html, ARTICLE_SANITIZE));
}

/** Plain text of a fragment (for descriptions derived from content). */
export function textOf(html: string): string {
  const div = window.document.createElement('div');
  div.innerHTML = sanitizeHtml(html);
  return (div.textContent ?? '').replace(/\s+/g, ' ').trim();
}
