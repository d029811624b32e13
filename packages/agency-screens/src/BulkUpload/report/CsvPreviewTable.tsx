import { Icon, Stack, Text } from '@marketplace/ui';
import { clsx } from 'clsx';
import { useId, useMemo } from 'react';
import type { CsvCheckReport } from '../csvCheck/csvCheckReport';
import { previewProblems } from './previewProblems';
import * as styles from './CsvPreviewTable.css';
import { useBulkUploadMessages } from '../../messages';

export interface CsvPreviewTableProps {
  report: Pick<CsvCheckReport, 'header' | 'previewRows' | 'rowCount' | 'problems'>;
  /** Level of the 'Preview' heading. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

function PreviewValue({ value, problem }: { value: string; problem: string | undefined }) {
  // `dir="auto"` lays out Arabic names right to left; the full text shows on hover.
  const text = (
    <span dir="auto" title={problem ?? value} className={styles.value}>
      {value}
    </span>
  );
  if (problem === undefined) return text;
  return (
    <span className={styles.problemContent}>
      <Icon name="alertCircle" size="small" label={problem} className={styles.problemIcon} />
      {text}
    </span>
  );
}

/**
 * The first rows of the file as read, under the header's columns, in a frame that scrolls sideways
 * (and takes focus, so the arrow keys scroll it). Cells the check refused are tinted and carry an
 * icon named after the problem; a row refused as a whole (wrong cell count) has it on its number.
 */
export function CsvPreviewTable({ report, headingLevel = 3 }: CsvPreviewTableProps) {
  const copy = useBulkUploadMessages().validation;
  const headingId = useId();
  const problems = useMemo(() => previewProblems(report), [report]);
  const { header, previewRows } = report;

  return (
    <Stack gap="small" minInlineSize={0}>
      <Text as={`h${headingLevel}`} id={headingId} size="medium" weight="semibold" className={styles.heading}>
        {copy.previewTitle}
      </Text>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region with nothing focusable inside must take focus itself, or keyboard users cannot scroll it (WCAG 2.1.1, axe's scrollable-region-focusable). */}
      <div role="region" aria-labelledby={headingId} tabIndex={0} className={styles.scrollArea}>
        <table className={styles.table}>
          <caption className={styles.caption}>{copy.previewCaption(previewRows.length, report.rowCount)}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.reportColumns.row}</th>
              {header.map((name, column) => (
                <th key={column} scope="col">
                  {/* The file's own column names, isolated from the table's direction. */}
                  {name === '' ? copy.emptyValue : <bdi>{name}</bdi>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {previewRows.map(({ row, cells }) => {
              const rowProblem = problems.row(row);
              return (
                <tr key={row}>
                  <th scope="row" className={clsx(rowProblem !== undefined && styles.problemCell)}>
                    <PreviewValue value={String(row)} problem={rowProblem} />
                  </th>
                  {header.map((_, column) => {
                    const problem = problems.cell(row, column);
                    return (
                      <td key={column} className={clsx(problem !== undefined && styles.problemCell)}>
                        <PreviewValue value={cells[column] ?? ''} problem={problem} />
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Stack>
  );
}
