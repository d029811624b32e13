import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $getRoot } from 'lexical';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { $htmlOf, $loadHtml } from './richTextHtml';

// While typing, the HTML (a walk of the whole document, then sanitising) is made once the user pauses:
// on a 5,000-word description doing it on every key would cost more than a frame.
const pauseMs = 250;

export interface HtmlOutputPluginProps {
  onChange: (html: string) => void;
  onTextLength?: (length: number) => void;
  /** The caller's value: loaded when it changes from outside (a restored draft), not when it is our own echo. */
  value: string;
}

/** Reports the editor's sanitised HTML after a pause, and at once on blur and on unmount, so nothing typed is lost. */
export function HtmlOutputPlugin({ onChange, onTextLength, value }: HtmlOutputPluginProps) {
  const [editor] = useLexicalComposerContext();
  const latest = useRef({ onChange, onTextLength });
  useLayoutEffect(() => {
    latest.current = { onChange, onTextLength };
  });
  const lastHtml = useRef(value);
  const pending = useRef(false);

  useEffect(() => {
    // Typing not yet reported wins over a value that came from outside meanwhile.
    if (value === lastHtml.current || pending.current) return;
    lastHtml.current = value;
    editor.update(() => $loadHtml(editor, value), { tag: 'load-value' });
  }, [editor, value]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      clearTimeout(timer);
      if (!pending.current) return;
      pending.current = false;
      const html = editor.getEditorState().read(() => $htmlOf(editor));
      if (html !== lastHtml.current) {
        lastHtml.current = html;
        latest.current.onChange(html);
      }
    };
    const unregister = editor.registerUpdateListener(({ dirtyElements, dirtyLeaves, editorState, tags }) => {
      if ((dirtyElements.size === 0 && dirtyLeaves.size === 0) || tags.has('load-value')) return;
      if (latest.current.onTextLength) latest.current.onTextLength(editorState.read(() => $getRoot().getTextContentSize()));
      pending.current = true;
      clearTimeout(timer);
      timer = setTimeout(flush, pauseMs);
    });
    const onFocusOut = () => flush();
    const unregisterRoot = editor.registerRootListener((root, previous) => {
      previous?.removeEventListener('focusout', onFocusOut);
      root?.addEventListener('focusout', onFocusOut);
    });
    return () => {
      unregister();
      unregisterRoot();
      flush();
    };
  }, [editor]);

  return null;
}
