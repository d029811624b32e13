import type { ReactNode } from 'react';
import * as styles from './labelledLine.css';

export interface LabelledLineProps {
  /** The catalogue's label, shown before a colon. */
  label: string;
  /** The value: someone's text, an e-mail, a date. */
  children: ReactNode;
  /** The value's direction: 'auto' for text in any language, 'ltr' for an e-mail or a phone number. */
  dir?: 'auto' | 'ltr';
  /** Typography only (size, colour): the line lays itself out. */
  className?: string;
  title?: string;
}

/**
 * 'Label: value' on one line that never wraps (a card's note, e-mail or phone). The value is cut with an
 * ellipsis at its own end, in its own direction: an English note in an Arabic card loses its end, not
 * its beginning, as it would if the whole line, read right to left, were cut at the line's end.
 */
export function LabelledLine({ label, children, dir = 'auto', className, title }: LabelledLineProps) {
  return (
    <p className={className ? `${styles.line} ${className}` : styles.line} title={title}>
      <span className={styles.label}>{label}: </span>
      <span dir={dir} className={styles.value}>
        {children}
      </span>
    </p>
  );
}
