import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $getSelection, $isRangeSelection, COMMAND_PRIORITY_HIGH, PASTE_COMMAND } from 'lexical';
import { useEffect } from 'react';
import { $nodesFromHtml } from './richTextHtml';

/**
 * Pasted HTML (Word, web pages) goes through sanitizeRichText before lexical imports it, so no
 * script, handler, image or javascript: link reaches the editor. Plain-text pastes are left to lexical.
 */
export function SanitisedPastePlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      editor.registerCommand(
        PASTE_COMMAND,
        (event) => {
          const html = event instanceof ClipboardEvent ? event.clipboardData?.getData('text/html') : '';
          if (!html) return false;
          event.preventDefault();
          editor.update(() => {
            const selection = $getSelection();
            const nodes = $nodesFromHtml(editor, html);
            if ($isRangeSelection(selection) && nodes.length > 0) selection.insertNodes(nodes);
          });
          return true;
        },
        COMMAND_PRIORITY_HIGH,
      ),
    [editor],
  );
  return null;
}
