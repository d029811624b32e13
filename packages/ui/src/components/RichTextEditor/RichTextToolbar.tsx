import { $createLinkNode, $isLinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link';
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, REMOVE_LIST_COMMAND } from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createHeadingNode, type HeadingTagType } from '@lexical/rich-text';
import { $patchStyleText, $setBlocksType } from '@lexical/selection';
import {
  $createParagraphNode,
  $createTextNode,
  $getSelection,
  $isRangeSelection,
  FORMAT_TEXT_COMMAND,
  INDENT_CONTENT_COMMAND,
  OUTDENT_CONTENT_COMMAND,
  type TextFormatType,
} from 'lexical';
import { Button as RACButton, ToggleButton, Toolbar } from 'react-aria-components';
import { Select, SelectItem } from '../Select/Select';
import { ColourMenu } from './ColourMenu';
import { LinkControl } from './LinkControl';
import { ToolbarIcon } from './ToolbarIcon';
import * as styles from './RichTextEditor.css';
import type { RichTextColour, RichTextLabels } from './richTextTypes';
import { useToolbarState, type BlockType } from './useToolbarState';

const headingLevels = [1, 2, 3, 4, 5, 6] as const;
const formatButtons: { format: Extract<TextFormatType, 'bold' | 'italic' | 'underline' | 'strikethrough'>; glyph: string; glyphStyle: React.CSSProperties }[] = [
  { format: 'bold', glyph: 'B', glyphStyle: { fontWeight: 700 } },
  { format: 'italic', glyph: 'I', glyphStyle: { fontStyle: 'italic' } },
  { format: 'underline', glyph: 'U', glyphStyle: { textDecoration: 'underline' } },
  { format: 'strikethrough', glyph: 'S', glyphStyle: { textDecoration: 'line-through' } },
];

export interface RichTextToolbarProps {
  labels: RichTextLabels;
  textColours: RichTextColour[];
  backgroundColours: RichTextColour[];
}

/** The formatting toolbar of spec 3 section 5: one tab stop, arrow keys between its controls. */
export function RichTextToolbar({ labels, textColours, backgroundColours }: RichTextToolbarProps) {
  const [editor] = useLexicalComposerContext();
  const state = useToolbarState(editor);

  const setBlockType = (type: BlockType) => {
    if (type === 'bullet' || type === 'number') return;
    if (state.blockType === 'bullet' || state.blockType === 'number') editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    editor.update(() => {
      const selection = $getSelection();
      $setBlocksType(selection, () => (type === 'paragraph' ? $createParagraphNode() : $createHeadingNode(type as HeadingTagType)));
    });
  };

  const toggleList = (type: 'bullet' | 'number') => {
    if (state.blockType === type) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    else editor.dispatchCommand(type === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined);
  };

  const patchStyle = (property: 'color' | 'background-color', value: string | null) => {
    editor.update(() => {
      const selection = $getSelection();
      if (selection) $patchStyleText(selection, { [property]: value });
    });
  };

  const applyLink = (url: string) => {
    editor.update(() => {
      const selection = $getSelection();
      // With nothing selected the address itself becomes the link's text.
      if ($isRangeSelection(selection) && selection.isCollapsed() && state.link === null) {
        const link = $createLinkNode(url);
        link.append($createTextNode(url));
        selection.insertNodes([link]);
        return;
      }
      if ($isRangeSelection(selection) && selection.isCollapsed()) {
        const parent = selection.anchor.getNode().getParent();
        if ($isLinkNode(parent)) {
          parent.setURL(url);
          return;
        }
      }
      editor.dispatchCommand(TOGGLE_LINK_COMMAND, url);
    });
  };

  const removeLink = () => {
    editor.update(() => {
      const selection = $getSelection();
      if ($isRangeSelection(selection) && selection.isCollapsed()) {
        const parent = selection.anchor.getNode().getParent();
        if ($isLinkNode(parent)) {
          // Select the whole link so unlinking takes all of it, not the empty caret range.
          parent.select(0, parent.getChildrenSize());
        }
      }
      editor.dispatchCommand(TOGGLE_LINK_COMMAND, null);
    });
  };

  const headingSelected = state.blockType === 'bullet' || state.blockType === 'number' ? 'paragraph' : state.blockType;
  const blockItems = [
    { id: 'paragraph', label: labels.paragraph },
    ...headingLevels.map((level) => ({ id: `h${level}`, label: labels.heading(level) })),
  ];

  return (
    <Toolbar aria-label={labels.toolbar} className={styles.toolbar}>
      <Select
        aria-label={labels.blockType}
        size="small"
        items={blockItems}
        selectedKey={headingSelected}
        onSelectionChange={(key) => setBlockType(key as BlockType)}
      >
        {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
      </Select>
      <div className={styles.toolbarGroup}>
        {formatButtons.map(({ format, glyph, glyphStyle }) => (
          <ToggleButton
            key={format}
            aria-label={labels[format]}
            className={styles.toolButton}
            isSelected={state.formats[format]}
            onChange={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, format)}
          >
            <span aria-hidden="true" style={glyphStyle}>
              {glyph}
            </span>
          </ToggleButton>
        ))}
      </div>
      <div className={styles.toolbarGroup}>
        <ColourMenu label={labels.textColour} noColourLabel={labels.noColour} colours={textColours} glyphStyle={{ textDecoration: `underline 3px ${textColours[2]?.value ?? 'currentColor'}` }} onPick={(value) => patchStyle('color', value)} />
        <ColourMenu
          label={labels.backgroundColour}
          noColourLabel={labels.noColour}
          colours={backgroundColours}
          glyphStyle={{ background: backgroundColours[0]?.value, paddingInline: 3 }}
          onPick={(value) => patchStyle('background-color', value)}
        />
      </div>
      <div className={styles.toolbarGroup}>
        <ToggleButton aria-label={labels.bulletedList} className={styles.toolButton} isSelected={state.blockType === 'bullet'} onChange={() => toggleList('bullet')}>
          <ToolbarIcon name="bulletedList" />
        </ToggleButton>
        <ToggleButton aria-label={labels.numberedList} className={styles.toolButton} isSelected={state.blockType === 'number'} onChange={() => toggleList('number')}>
          <ToolbarIcon name="numberedList" />
        </ToggleButton>
        <RACButton aria-label={labels.outdent} className={styles.toolButton} onPress={() => editor.dispatchCommand(OUTDENT_CONTENT_COMMAND, undefined)}>
          <ToolbarIcon name="outdent" />
        </RACButton>
        <RACButton aria-label={labels.indent} className={styles.toolButton} onPress={() => editor.dispatchCommand(INDENT_CONTENT_COMMAND, undefined)}>
          <ToolbarIcon name="indent" />
        </RACButton>
      </div>
      <LinkControl labels={labels} currentUrl={state.link} onApply={applyLink} onRemove={removeLink} />
    </Toolbar>
  );
}
