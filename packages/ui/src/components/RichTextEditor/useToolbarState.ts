import { $isLinkNode } from '@lexical/link';
import { $isListNode, ListNode } from '@lexical/list';
import { $isHeadingNode } from '@lexical/rich-text';
import { $getNearestNodeOfType } from '@lexical/utils';
import { $getSelection, $isRangeSelection, type LexicalEditor, type TextFormatType } from 'lexical';
import { useEffect, useState } from 'react';

export type BlockType = 'paragraph' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'bullet' | 'number';

export interface ToolbarState {
  blockType: BlockType;
  formats: Record<Extract<TextFormatType, 'bold' | 'italic' | 'underline' | 'strikethrough'>, boolean>;
  link: string | null;
}

const initial: ToolbarState = {
  blockType: 'paragraph',
  formats: { bold: false, italic: false, underline: false, strikethrough: false },
  link: null,
};

function $readState(): ToolbarState | null {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return null;
  const anchor = selection.anchor.getNode();
  const block = anchor.getKey() === 'root' ? null : anchor.getTopLevelElement();
  let blockType: BlockType = 'paragraph';
  if ($isListNode(block)) {
    const list = $getNearestNodeOfType(anchor, ListNode) ?? block;
    blockType = list.getListType() === 'number' ? 'number' : 'bullet';
  } else if ($isHeadingNode(block)) {
    blockType = block.getTag();
  }
  const parent = anchor.getParent();
  const linkNode = $isLinkNode(parent) ? parent : $isLinkNode(anchor) ? anchor : null;
  return {
    blockType,
    formats: {
      bold: selection.hasFormat('bold'),
      italic: selection.hasFormat('italic'),
      underline: selection.hasFormat('underline'),
      strikethrough: selection.hasFormat('strikethrough'),
    },
    link: linkNode ? linkNode.getURL() : null,
  };
}

function sameState(a: ToolbarState, b: ToolbarState) {
  return (
    a.blockType === b.blockType &&
    a.link === b.link &&
    (Object.keys(a.formats) as (keyof ToolbarState['formats'])[]).every((key) => a.formats[key] === b.formats[key])
  );
}

/** What the toolbar shows as pressed/selected, read from the selection after each update. */
export function useToolbarState(editor: LexicalEditor): ToolbarState {
  const [state, setState] = useState(initial);
  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) => {
        const next = editorState.read($readState);
        // Keeping the same object skips a toolbar render on most keystrokes (one frame per key matters).
        if (next) setState((previous) => (sameState(previous, next) ? previous : next));
      }),
    [editor],
  );
  return state;
}
