import { Banner } from '@marketplace/ui';
import type { CsvReadProblem } from '../csvCheck/csvCheckReport';
import { useBulkUploadMessages } from '../../messages';

/** How many unpaired quotes are listed; a broken export can have one on every row. */
const listed = 5;

/**
 * Quotes the reader could not pair (issue 5: quoted commas and line breaks must work, so a quote
 * that does not close is worth saying where): the first few rows, then how many more.
 */
export function CsvReadProblems({ problems }: { problems: readonly CsvReadProblem[] }) {
  const copy = useBulkUploadMessages().validation;
  if (problems.length === 0) return null;
  return (
    <Banner tone="warning" title={copy.readProblemsTitle}>
      <ul>
        {problems.slice(0, listed).map(({ row, issue }) => (
          <li key={`${row}-${issue}`}>{issue === 'unclosed-quote' ? copy.unclosedQuote(row) : copy.strayQuote(row)}</li>
        ))}
      </ul>
      {problems.length > listed ? <p>{copy.moreReadProblems(problems.length - listed)}</p> : null}
    </Banner>
  );
}
