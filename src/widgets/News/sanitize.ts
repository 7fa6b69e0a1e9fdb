// The article sanitiser: DOMPurify is about a third of the News widget, and only an open article needs it, so
// NewsDetailView loads this module (and dompurify) with a dynamic import when the first article opens.
import DOMPurify from 'dompurify';

/** The same rules as the server (defence in depth): HTML only, no styles, forms, frames or scripts. */
export function sanitizeArticleNow(html: string): string {
  if (typeof window === 'undefined' || !DOMPurify.isSupported) return '';
  const fragment = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'base', 'link', 'meta'],
    FORBID_ATTR: ['style', 'srcset', 'formaction', 'action'],
    ADD_ATTR: ['target'],
    RETURN_DOM_FRAGMENT: true,
  });
  // Images without a description are decorative for assistive technology; links leave without an opener.
  fragment.querySelectorAll('img:not([alt])').forEach((img) => img.setAttribute('alt', ''));
  fragment.querySelectorAll('a[href]').forEach((a) => {
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer nofollow');
  });
  const box = document.createElement('div');
  box.appendChild(fragment);
  return box.innerHTML;
}
