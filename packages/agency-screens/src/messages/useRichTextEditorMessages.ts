import { richTextEditorMessages } from '@marketplace/domain';
import { useMessageGroup } from './MessagesContext';

/** The rich-text editor's toolbar labels (ui's `RichTextLabels`). The provided catalogue's group, else English. */
export const useRichTextEditorMessages = () => useMessageGroup('richTextEditor', richTextEditorMessages);
