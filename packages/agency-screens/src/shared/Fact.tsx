import { Text } from '@marketplace/ui';
import type { ReactNode } from 'react';
import * as styles from './factList.css';

/** A list of facts (`<dl>`) in two columns, for the project and developer cards. */
export function FactList({ children }: { children: ReactNode }) {
  return <dl className={styles.facts}>{children}</dl>;
}

/**
 * One term and value of a fact list (`<dl>`); a missing value shows '-' so the row keeps its place.
 * The value is the server's text, in its own direction (`dir="auto"`; `"ltr"` for a phone number or an
 * e-mail), on the side its term is on.
 */
export function Fact({ term, value, dir = 'auto' }: { term: string; value: string | null | undefined; dir?: 'auto' | 'ltr' }) {
  return (
    <>
      <dt>
        <Text as="span" size="small" tone="muted">
          {term}
        </Text>
      </dt>
      <dd className={styles.factValue} dir={value?.trim() ? dir : undefined}>
        {value?.trim() ? value : '-'}
      </dd>
    </>
  );
}
