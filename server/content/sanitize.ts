import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

// Server-side HTML sanitising of news articles (the client sanitises again with DOMPurify before rendering).
// Allowed: the HTML profile of DOMPurify (no SVG, no MathML), no <style>/<form> elements, no inline styles or event
// handlers, only http(s)/mailto/tel and relative links; links open in a new tab without an opener.

const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);

const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

purify.addHook('afterSanitizeAttributes', (node) => {
  const el = node as unknown as Element;
  if (el.tagName === 'A' && el.getAttribute('href')) {
    el.setAttribute('target', '_blank');
    el.setAttribute('rel', 'noopener noreferrer nofollow');
  }
  if (el.tagName === 'IMG') {
    el.setAttribute('loading', 'lazy');
    // No description = decorative for assistive technology.
    if (!el.hasAttribute('alt')) el.setAttribute('alt', '');
  }
});

export const SANITIZE_CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'object', 'embed', 'base', 'link', 'meta'],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action'],
  ALLOWED_URI_REGEXP: SAFE_URL,
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
};

export function sanitizeHtml(html: string): string {
  return String(purify.sanitize(html, SANITIZE_CONFIG));
}

/** Plain text of a fragment (for descriptions derived from content). */
export function textOf(html: string): string {
  const div = window.document.createElement('div');
  div.innerHTML = sanitizeHtml(html);
  return (div.textContent ?? '').replace(/\s+/g, ' ').trim();
}
