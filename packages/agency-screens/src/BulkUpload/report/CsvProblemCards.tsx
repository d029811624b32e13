import type { CsvProblemLine } from './csvProblemPage';
import * as styles from './CsvProblemReport.css';
import { useBulkUploadMessages } from '../../messages';

export interface CsvProblemCardsProps {
  /** The problems of the page in view. */
  problems: readonly CsvProblemLine[];
  /** The id of the heading that names the list. */
  labelledBy: string;
}

/**
 * The narrow-screen report (below 768 px): one card per problem, its four fields labelled, so
 * nothing scrolls sideways and a screen reader hears each value with its name.
 */
export function CsvProblemCards({ problems, labelledBy }: CsvProblemCardsProps) {
  const columns = useBulkUploadMessages().validation.reportColumns;
  return (
    <ul aria-labelledby={labelledBy} className={styles.cardList}>
      {problems.map((line) => (
        <li key={line.index} className={styles.card}>
          <dl className={styles.cardFields}>
            <dt className={styles.cardLabel}>{columns.row}</dt>
            <dd className={styles.cardValue}>{line.row}</dd>
            <dt className={styles.cardLabel}>{columns.column}</dt>
            <dd className={line.isWholeRow ? styles.wholeRow : styles.cardValue}>{line.isWholeRow ? line.column : <bdi>{line.column}</bdi>}</dd>
            <dt className={styles.cardLabel}>{columns.problem}</dt>
            <dd className={styles.cardValue}>{line.problem}</dd>
            {line.isWholeRow ? null : (
              <>
                <dt className={styles.cardLabel}>{columns.value}</dt>
                <dd dir="auto" className={styles.cardValue}>
                  {line.value}
                </dd>
              </>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}
