import type { ListingQuality } from '@marketplace/domain';
import { Icon, Text } from '@marketplace/ui';
import { qualityCheckText } from './qualityCheckText';
import * as styles from './ListingQualityPanel.css';
import { useListingQualityMessages } from '../../messages';

/**
 * The checks in order: a tick and what is there, or an empty ring and what to do. The words differ
 * between the two, so the marks are decoration and a screen reader hears the state in the text.
 */
export function ListingQualityChecklist({ quality }: { quality: ListingQuality }) {
  const messages = useListingQualityMessages();
  return (
    <ul className={styles.checks}>
      {quality.results.map((result) => (
        <li key={result.check} className={styles.check}>
          {result.done ? <Icon name="checkCircle" className={styles.doneMark} /> : <span aria-hidden="true" className={styles.todoMark} />}
          <Text as="span" tone={result.done ? 'muted' : undefined}>
            {qualityCheckText(result, messages)}
          </Text>
        </li>
      ))}
    </ul>
  );
}
