import { useMemo } from 'react';
import * as styles from './RichTextEditor.css';
import { sanitizeRichText } from './sanitizeRichText';

export interface RichTextViewProps {
  /** HTML from the rich-text editor or anywhere else; it is sanitised before it is shown. */
  html: string;
  className?: string;
}

/** Shows rich text (e.g. a property's description) safely: only what the editor can produce survives. */
export function RichTextView({ html, className }: RichTextViewProps) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return (
    <div
      className={[styles.richText, className].filter(Boolean).join(' ')}
      // Sanitised just above: scripts, handlers, unsafe links and foreign styles are gone.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
