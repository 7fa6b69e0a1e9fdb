import type { DOMPurify } from 'dompurify';
import { ARTICLE_SANITIZE, finishArticleElement } from '../../src/core/article.js';

// Server-side HTML sanitising of news articles with the rules of src/core/article.ts (the News widget applies the same
// rules again before rendering): the HTML profile of DOMPurify, no styles, forms, frames or event handlers, only
// http(s)/mailto/tel and relative links; links open in a new tab without an opener.

// jsdom takes about 0.4 s to load: it loads with the first article an operator writes (the seed articles are stored as
// written, content/seed.ts), not at the server's start.
let purifier: Promise<{ purify: DOMPurify; document: Document }> | undefined;

function load() {
  purifier ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
    const { window } = new JSDOM('');
    const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    purify.addHook('afterSanitizeAttributes', (node) => {
      const el = node as unknown as Element;
      // Stored articles load their images lazily; the rules themselves are shared with the widget (src/core/article.ts).
      if (el.tagName === 'IMG') el.setAttribute('loading', 'lazy');
      finishArticleElement(el);
    });
    return { purify, document: window.document as unknown as Document };
  })();
  return purifier;
}

export async function sanitizeHtml(html: string): Promise<string> {
  const { purify } = await load();
  return String(purify.sanitize(html, ARTICLE_SANITIZE));
}

/** Plain text of a fragment (for descriptions derived from content). */
export async function textOf(html: string): Promise<string> {
  const { document } = await load();
  const div = document.createElement('div');
  div.innerHTML = await sanitizeHtml(html);
  return (div.textContent ?? '').replace(/\s+/g, ' ').trim();
}
