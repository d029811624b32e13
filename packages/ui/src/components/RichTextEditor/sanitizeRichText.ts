import createDOMPurify, { type DOMPurify } from 'dompurify';

/** The tags the editor's toolbar produces (and lexical's HTML export of them); anything else is unwrapped. */
const allowedTags = ['p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'b', 'strong', 'i', 'em', 'u', 's', 'span', 'ul', 'ol', 'li', 'a'];
const allowedAttributes = ['href', 'style', 'dir', 'value', 'rel', 'target'];
/** Colours from the toolbar, and the indent lexical writes on an indented block. */
const allowedStyles = ['color', 'background-color', 'padding-inline-start', 'text-decoration', 'font-weight', 'font-style'];
const safeLink = /^(?:https?:|mailto:)/i;
// A style value that could fetch something or run script is dropped whole.
const unsafeStyleValue = /url\s*\(|expression\s*\(|javascript:|@import/i;

let purifier: DOMPurify | null = null;

function keepAllowedStyles(element: Element) {
  if (!(element instanceof HTMLElement) || !element.hasAttribute('style')) return;
  const kept = allowedStyles
    .map((name) => [name, element.style.getPropertyValue(name)] as const)
    .filter(([, value]) => value !== '' && !unsafeStyleValue.test(value))
    .map(([name, value]) => `${name}: ${value}`);
  if (kept.length > 0) element.setAttribute('style', kept.join('; '));
  else element.removeAttribute('style');
}

function makeLinkSafe(element: Element) {
  if (element.tagName !== 'A') return;
  const href = element.getAttribute('href');
  if (href === null || !safeLink.test(href.trim())) {
    // A link whose address was unsafe becomes its plain text (an <a> without href would be re-linked on import).
    element.replaceWith(...element.childNodes);
    return;
  }
  element.removeAttribute('target');
  // Shown links open elsewhere without giving the page a handle on this one.
  element.setAttribute('rel', 'noopener noreferrer nofollow');
}

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    keepAllowedStyles(node);
    makeLinkSafe(node);
  });
  purifier = instance;
  return instance;
}

/**
 * Rich text (HTML) reduced to what the rich-text editor can produce: paragraphs, headings 1-6, bold,
 * italic, underline, strike, text and background colours, lists, indents and http(s)/mailto links.
 * Scripts, event handlers, images, iframes, tables (their text is kept), classes and every other
 * style go. Call it on anything pasted, saved or shown. Needs a DOM (a browser or jsdom).
 */
export function sanitizeRichText(html: string): string {
  if (html.trim() === '') return '';
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: allowedAttributes,
    ALLOWED_URI_REGEXP: safeLink,
    // Word's conditional comments and <style>/<xml> blocks carry no text to keep.
    FORBID_CONTENTS: ['script', 'style', 'xml', 'iframe', 'object', 'embed', 'noscript', 'template', 'head', 'title', 'svg', 'math'],
  });
}
