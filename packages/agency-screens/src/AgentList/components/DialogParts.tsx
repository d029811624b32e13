import { Stack } from '@marketplace/ui';
import { useId, type ReactNode } from 'react';
import * as styles from './AgentDialogs.css';

/** A term and its value; `dir="auto"` lays out an Arabic value right to left inside an English page. */
export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt className={styles.term}>{term}</dt>
      <dd dir="auto" className={styles.definition}>
        {children}
      </dd>
    </div>
  );
}

// ui's Dialog titles are h3 and the page behind is inert while it is open, so the sections are the dialog's outline.
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="small" minInlineSize={0}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </Stack>
  );
}
