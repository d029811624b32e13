import { xssProbeHost } from '@marketplace/domain/fixtures';

// Elements that run, load or cover something; none is among what the rich-text editor produces.
const refusedElements = new Set(['script', 'iframe', 'frame', 'object', 'embed', 'style', 'link', 'meta', 'base', 'form', 'input', 'button', 'select', 'textarea', 'svg', 'math', 'template', 'img', 'picture', 'video', 'audio', 'source', 'image', 'table', 'body', 'marquee', 'details', 'noscript']);
const addressAttributes = new Set(['href', 'src', 'srcset', 'action', 'formaction', 'xlink:href', 'poster', 'background', 'data', 'dynsrc', 'lowsrc', 'srcdoc']);
// Browsers skip leading spaces and control characters before a scheme.
// eslint-disable-next-line no-control-regex -- those control characters are the point
const scriptAddress = /^[\s\u0000-\u001f]*(?:javascript|vbscript|data)\s*:/i;

/**
 * What in a rendered piece of HTML could run script, load from elsewhere or cover the page: refused
 * elements, event-handler attributes, script or data addresses, addresses of the probe host, styles
 * that fetch or compute. An empty list is the verdict a hostile string must get.
 */
export function hostileMarkupIn(root: Element): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const name = element.localName.toLowerCase();
    if (refusedElements.has(name)) found.push(`<${name}>`);
    for (const attribute of element.attributes) {
      const attributeName = attribute.name.toLowerCase();
      if (attributeName.startsWith('on')) found.push(`${name} ${attributeName}`);
      if (addressAttributes.has(attributeName) && (scriptAddress.test(attribute.value) || attribute.value.includes(xssProbeHost))) {
        found.push(`${name} ${attributeName}="${attribute.value}"`);
      }
      if (attributeName === 'style' && /url\s*\(|expression\s*\(|binding|xss\.example|position\s*:\s*fixed/i.test(attribute.value)) {
        found.push(`${name} style="${attribute.value}"`);
      }
    }
  }
  return found;
}
