// The rules for news article HTML, as data and one small function, shared by the server (when an article is saved,
// server/content/sanitize.ts) and the News widget (again before rendering, defence in depth); each applies them with
// DOMPurify. No DOM import here: the core stays usable on the server.

/** http(s), mailto and tel links, and relative ones; anything else (javascript:, data:) is dropped. */
export const ARTICLE_SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** DOMPurify settings: the HTML profile (no SVG or MathML), no styles, forms, frames, embeds or data attributes. */
export const ARTICLE_SANITIZE = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'object', 'embed', 'base', 'link', 'meta'],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action'],
  ALLOWED_URI_REGEXP: ARTICLE_SAFE_URL,
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
};

interface ElementLike {
  tagName: string;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  setAttribute(name: string, value: string): void;
}

/** After sanitising: links open in a new tab without an opener; an image without a description is decorative. */
export function finishArticleElement(el: ElementLike): void {
  if (el.tagName === 'A' && el.getAttribute('href')) {
    el.setAttribute('target', '_blank');
    el.setAttribute('rel', 'noopener noreferrer nofollow');
  }
  if (el.tagName === 'IMG' && !el.hasAttribute('alt')) el.setAttribute('alt', '');
}
