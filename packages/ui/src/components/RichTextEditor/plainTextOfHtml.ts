const blockTags = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'DIV', 'UL', 'OL']);

/**
 * The text of rich-text HTML, one line per block, for the preview shown before the editor loads.
 * DOMParser's document is inert (no script runs, no image loads), so unsanitised input is safe here.
 */
export function plainTextOfHtml(html: string): string {
  if (html.trim() === '' || typeof DOMParser === 'undefined') return '';
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const lines: string[] = [];
  let line = '';
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      line += node.textContent ?? '';
      return;
    }
    if (!(node instanceof Element) || ['SCRIPT', 'STYLE', 'TEMPLATE'].includes(node.tagName)) return;
    if (node.tagName === 'BR') {
      lines.push(line);
      line = '';
      return;
    }
    const isBlock = blockTags.has(node.tagName);
    if (isBlock && line !== '') {
      lines.push(line);
      line = '';
    }
    node.childNodes.forEach(walk);
    if (isBlock && line !== '') {
      lines.push(line);
      line = '';
    }
  };
  walk(body);
  if (line !== '') lines.push(line);
  return lines.join('\n');
}
