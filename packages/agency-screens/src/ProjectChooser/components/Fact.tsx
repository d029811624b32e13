import { Text } from '@marketplace/ui';
import * as styles from './ProjectChooserParts.css';

/** One term and value of a fact list (`<dl>`); a missing value shows '-' so the row keeps its place. */
export function Fact({ term, value, dir }: { term: string; value: string | null | undefined; dir?: 'ltr' }) {
  return (
    <>
      <dt>
        <Text as="span" size="small" tone="muted">
          {term}
        </Text>
      </dt>
      <dd className={styles.factValue} dir={dir}>
        {value?.trim() ? value : '-'}
      </dd>
    </>
  );
}
