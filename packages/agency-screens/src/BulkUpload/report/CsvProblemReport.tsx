import { media, Stack, Text, useMediaQuery } from '@marketplace/ui';
import { useId, useMemo, useState } from 'react';
import type { CsvCheckReport } from '../csvCheck/csvCheckReport';
import { csvProblemPageCount, readCsvProblemPage } from './csvProblemPage';
import { CsvProblemCards } from './CsvProblemCards';
import { CsvProblemTable } from './CsvProblemTable';
import * as styles from './CsvProblemReport.css';
import { CataloguePagination } from '../../shared/CataloguePagination';
import { useBulkUploadMessages } from '../../messages';

export interface CsvProblemReportProps {
  report: Pick<CsvCheckReport, 'header' | 'problems'>;
  /** Level of the 'Problems by row' heading. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * 'Problems by row', 25 to a page: a table on wide screens, cards below 768 px. Only the page in
 * view is unpacked from the report, so a million problems cost no more to show than ten.
 */
export function CsvProblemReport({ report, headingLevel = 3 }: CsvProblemReportProps) {
  const bulkUploadMessages = useBulkUploadMessages();
  const headingId = useId();
  const isNarrow = useMediaQuery(media.narrow);
  // A new report (another file) starts again at its first page.
  const [paging, setPaging] = useState({ report, page: 0 });
  const page = paging.report === report ? paging.page : 0;
  const pageCount = csvProblemPageCount(report);
  const validationMessages = bulkUploadMessages.validation;
  const problems = useMemo(() => readCsvProblemPage(report, page, validationMessages), [report, page, validationMessages]);

  return (
    <Stack gap="medium" minInlineSize={0}>
      <Text as={`h${headingLevel}`} id={headingId} size="medium" weight="semibold" className={styles.heading}>
        {bulkUploadMessages.validation.reportTitle}
      </Text>
      <Text size="small" tone="muted">
        {bulkUploadMessages.validation.rowNumbering}
      </Text>
      {isNarrow ? (
        <CsvProblemCards problems={problems} labelledBy={headingId} />
      ) : (
        <CsvProblemTable problems={problems} labelledBy={headingId} />
      )}
      {pageCount > 1 ? (
        <CataloguePagination page={page} pageCount={pageCount} onPageChange={(next) => setPaging({ report, page: next })} />
      ) : null}
    </Stack>
  );
}
