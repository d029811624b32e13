import { bytesPerMegabyte, csvUploadLimits } from '@marketplace/domain';
import { Card } from '@marketplace/ui';
import * as styles from './GuidelinesPanel.css';
import { useBulkUploadMessages } from '../../messages';

export interface GuidelinesPanelProps {
  /** Heading level of the panel's title, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * The guidelines panel of the CSV area (spec 1 sections 2.2 and 5): required and optional fields,
 * M/D/YYYY dates, TRUE/FALSE booleans, UTF-8, all 39 columns and the 10 MB limit, the numbers
 * taken from the limits so the panel cannot drift from the checks.
 */
export function GuidelinesPanel({ headingLevel = 2 }: GuidelinesPanelProps) {
  const copy = useBulkUploadMessages().guidelines;
  const items = [
    copy.requiredFields,
    copy.optionalFields,
    copy.dates,
    copy.booleans,
    copy.encoding,
    copy.columns(csvUploadLimits.columnCount),
    copy.maxSize(csvUploadLimits.maxFileBytes / bytesPerMegabyte),
  ];
  return (
    <Card title={copy.title} titleLevel={headingLevel}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Card>
  );
}
