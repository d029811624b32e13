import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { HeadingNode } from '@lexical/rich-text';
import { useEffect } from 'react';
import { SanitisedPastePlugin } from './SanitisedPastePlugin';
import { HtmlOutputPlugin } from './HtmlOutputPlugin';
import * as styles from './RichTextEditor.css';
import { RichTextToolbar } from './RichTextToolbar';
import { $loadHtml, richTextHtmlImport } from './richTextHtml';
import { isSafeLinkUrl, type RichTextEditorCoreProps } from './richTextTypes';

const theme: InitialConfigType['theme'] = {
  text: {
    bold: styles.textBold,
    italic: styles.textItalic,
    underline: styles.textUnderline,
    strikethrough: styles.textStrike,
    underlineStrikethrough: styles.textUnderlineStrike,
  },
  list: { nested: { listitem: styles.nestedListItem } },
};

function FocusOnMount({ enabled }: { enabled: boolean }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    if (!enabled) return;
    // The preview had the focus; it moves into the editor (caret at the start) without scrolling.
    editor.getRootElement()?.focus({ preventScroll: true });
    editor.focus(undefined, { defaultSelection: 'rootStart' });
  }, [editor, enabled]);
  return null;
}

/** The lexical editor itself; loaded on demand by RichTextEditor, never imported directly. */
export default function LexicalRichText({
  value,
  onChange,
  onBlur,
  placeholder,
  labelId,
  describedBy,
  isInvalid,
  isRequired,
  focusOnMount,
  onTextLength,
  labels,
  textColours,
  backgroundColours,
}: RichTextEditorCoreProps) {
  const initialConfig: InitialConfigType = {
    namespace: 'RichTextEditor',
    theme,
    nodes: [HeadingNode, ListNode, ListItemNode, LinkNode],
    html: { import: richTextHtmlImport },
    onError: (error) => {
      throw error;
    },
    editorState: (editor) => $loadHtml(editor, value),
  };

  const editableProps = {
    className: [styles.content, styles.richText].join(' '),
    'aria-labelledby': labelId,
    'aria-describedby': describedBy,
    'aria-invalid': isInvalid || undefined,
    'aria-required': isRequired || undefined,
    'aria-multiline': true,
    onBlur,
  };

  return (
    <LexicalComposer initialConfig={initialConfig}>
      <RichTextToolbar labels={labels} textColours={textColours} backgroundColours={backgroundColours} />
      <div className={styles.editorArea}>
        <RichTextPlugin
          contentEditable={
            placeholder ? (
              <ContentEditable
                {...editableProps}
                aria-placeholder={placeholder}
                placeholder={<div className={styles.placeholder}>{placeholder}</div>}
              />
            ) : (
              <ContentEditable {...editableProps} />
            )
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
      </div>
      <HistoryPlugin />
      <ListPlugin />
      <LinkPlugin validateUrl={isSafeLinkUrl} />
      <SanitisedPastePlugin />
      <HtmlOutputPlugin onChange={onChange} onTextLength={onTextLength} value={value} />
      <FocusOnMount enabled={focusOnMount} />
    </LexicalComposer>
  );
}
