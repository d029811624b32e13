// What the hostile-text gate (issue 19, item 3) watches in a page showing the XSS corpus. The
// functions are self-contained (no imports, no outer variables): the e2e flows hand them to
// Playwright (`addInitScript`, `evaluate`), which sends their source to the page, and each takes a single argument.

declare global {
  interface Window {
    __xssEffects?: string[];
  }
}

/**
 * Records in `window.__xssEffects` what a vector would do if it ran: call alert, confirm or prompt,
 * fetch from the probe host, or add a script element. Returns a function that puts the page back.
 */
export function watchForExecution(probeHost: string): () => void {
  const effects: string[] = [];
  window.__xssEffects = effects;
  const originals = { alert: window.alert, confirm: window.confirm, prompt: window.prompt, fetch: window.fetch };
  window.alert = (message?: unknown) => void effects.push(`alert(${String(message)})`);
  window.confirm = (message?: string) => (effects.push(`confirm(${String(message)})`), false);
  window.prompt = (message?: string) => (effects.push(`prompt(${String(message)})`), null);
  window.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes(probeHost)) effects.push(`fetch ${url}`);
    return originals.fetch.call(window, input, init);
  };
  const scripts = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element && (node.localName === 'script' || node.querySelector('script') !== null)) effects.push(`script added: ${node.outerHTML.slice(0, 120)}`);
      }
    }
  });
  // Run before the page's own markup (an init script), watch from when that is parsed: its scripts are the app's.
  const watch = () => scripts.observe(document, { childList: true, subtree: true });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', watch, { once: true });
  else watch();
  return () => {
    scripts.disconnect();
    Object.assign(window, originals);
  };
}

/**
 * What a vector left in a screen that could run or load were the host's Content-Security-Policy not
 * there: a script, frame or plug-in element, an event-handler attribute, a script address in a link
 * or form, a load from the probe host. A screen's own pictures, buttons and inputs are allowed; no
 * screen renders the refused elements or attributes itself.
 */
export function hostileLeftoversIn({ probeHost, root = document.body }: { probeHost: string; root?: Element }): string[] {
  const found: string[] = [];
  // Not <template>: its content is inert, and react-aria builds its collections in one.
  const refused = ['script', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'link', 'applet', 'noscript'];
  const addresses = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data'];
  const loads = ['src', 'srcset', 'poster', 'background', 'data', 'lowsrc', 'dynsrc', 'srcdoc'];
  // Browsers drop spaces and control characters before they read a scheme.
  const scriptAddress = /^(?:javascript|vbscript|data):/i;
  for (const element of root.querySelectorAll('*')) {
    if (refused.includes(element.localName)) found.push(`<${element.localName}>`);
    for (const { name, value } of element.attributes) {
      const attribute = name.toLowerCase();
      const address = [...value].filter((character) => character.charCodeAt(0) > 0x20).join('');
      if (attribute.startsWith('on')) found.push(`<${element.localName} ${attribute}>`);
      const pictureData = element.localName === 'img' && /^data:image\//i.test(address);
      if (addresses.includes(attribute) && scriptAddress.test(address) && !pictureData) found.push(`<${element.localName} ${attribute}="${value.slice(0, 60)}">`);
      if (loads.includes(attribute) && value.includes(probeHost)) found.push(`<${element.localName} ${attribute}="${value.slice(0, 60)}">`);
      if (attribute === 'style' && /url\s*\(|expression\s*\(/i.test(value)) found.push(`<${element.localName} style="${value.slice(0, 60)}">`);
    }
  }
  return found;
}

/** How many of `vectors` the root shows as text or holds in its fields: proof that the hostile records reached the screen. */
export function vectorsShownIn({ vectors, root = document.body }: { vectors: readonly string[]; root?: HTMLElement }): number {
  const fields = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].map((field) => field.value);
  const text = [root.innerText, ...fields].join('\n');
  return vectors.filter((vector) => text.includes(vector)).length;
}
