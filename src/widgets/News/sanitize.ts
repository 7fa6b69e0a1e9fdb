// The article sanitiser: DOMPurify is about a third of the News widget, and only an open article needs it, so
// NewsDetailView loads this module (and dompurify) with a dynamic import when the first article opens.
import DOMPurify from 'dompurify';
import { ARTICLE_SANITIZE, finishArticleElement } from '../../core/article';

/** The rules the server applied when the article was saved (src/core/article.ts), applied again: defence in depth. */
export function sanitizeArticleNow(html: string): string {
  if (typeof window === 'undefined' || !DOMPurify.isSupported) return '';
  // A DOM fragment and a pass over it, not DOMPurify.addHook: a hook is global to the page's DOMPurify, which a
  // partner's own code may share.
  const fragment = DOMPurify.sanitize(html, { ...ARTICLE_SANITIZE, RETURN_DOM_FRAGMENT: true });
  fragment.querySelectorAll('a[href], img').forEach(finishArticleElement);
  const box = document.createElement('div');
  box.appendChild(fragment);
  return box.innerHTML;
}
