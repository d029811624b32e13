import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import {
  $createParagraphNode,
  $getRoot,
  $isDecoratorNode,
  $isElementNode,
  $isTextNode,
  TextNode,
  type DOMConversionMap,
  type DOMConversionOutput,
  type LexicalEditor,
  type LexicalNode,
} from 'lexical';
import { sanitizeRichText } from './sanitizeRichText';

const keptStyles = ['color', 'background-color'] as const;

/**
 * lexical's own span import keeps bold/italic/underline/strike from a span's style but drops its
 * colours, so a saved colour would vanish on the next edit. This import runs lexical's and then
 * copies the (already sanitised) colours onto the text inside.
 */
function importSpanWithColours(span: HTMLElement): DOMConversionOutput | null {
  const base = TextNode.importDOM?.()?.span?.(span)?.conversion?.(span) ?? { node: null };
  const colours = keptStyles
    .map((name) => [name, span.style.getPropertyValue(name)] as const)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');
  if (colours === '') return base;
  const before = base.forChild;
  return {
    ...base,
    forChild: (node, parent) => {
      const formatted = before ? before(node, parent) : node;
      if ($isTextNode(formatted)) formatted.setStyle([formatted.getStyle(), colours].filter(Boolean).join('; '));
      return formatted;
    },
  };
}

export const richTextHtmlImport: DOMConversionMap = {
  span: () => ({ conversion: importSpanWithColours, priority: 1 }),
};

/** Sanitised HTML as lexical nodes that can sit at the root (loose text is wrapped in a paragraph). */
export function $nodesFromHtml(editor: LexicalEditor, html: string): LexicalNode[] {
  const dom = new DOMParser().parseFromString(sanitizeRichText(html), 'text/html');
  const nodes = $generateNodesFromDOM(editor, dom);
  const blocks: LexicalNode[] = [];
  let loose: ReturnType<typeof $createParagraphNode> | null = null;
  for (const node of nodes) {
    if (($isElementNode(node) && !node.isInline()) || $isDecoratorNode(node)) {
      blocks.push(node);
      loose = null;
    } else {
      if (!loose) {
        loose = $createParagraphNode();
        blocks.push(loose);
      }
      loose.append(node);
    }
  }
  return blocks;
}

/** Replaces the editor's content with the given HTML (inside an update). */
export function $loadHtml(editor: LexicalEditor, html: string) {
  const root = $getRoot();
  root.clear();
  const blocks = $nodesFromHtml(editor, html);
  root.append(...(blocks.length > 0 ? blocks : [$createParagraphNode()]));
}

/** The editor's content as sanitised HTML, or '' when it holds no text (inside a read). */
export function $htmlOf(editor: LexicalEditor): string {
  if ($getRoot().getTextContent().trim() === '') return '';
  return sanitizeRichText($generateHtmlFromNodes(editor, null));
}
