import { csvUploadLimits } from '@marketplace/domain';
import { Banner, Button, Icon, Stack, Text } from '@marketplace/ui';
import type { CsvCheckReport } from '../csvCheck/csvCheckReport';
import * as styles from './CsvCheckPanel.css';
import { useBulkUploadMessages } from '../../messages';

const maxMegabytes = Math.round(csvUploadLimits.maxFileBytes / (1024 * 1024));

export interface CsvErrorDownloadsProps {
  report: Pick<CsvCheckReport, 'errorRowCount' | 'invalidRowCount'>;
  /** The chosen file's name; both files are named after it. */
  fileName: string;
  onDownloadErrorRows: () => void;
  onDownloadErrorReport: () => void;
}

/**
 * The two files of a check that found problems (issue 13, point 6): the rows with errors, under the
 * template's columns, to fix and upload again, and the error report that says what is wrong with
 * each; a warning when the first file holds only the first rows, to stay within the upload limit.
 */
export function CsvErrorDownloads({ report, fileName, onDownloadErrorRows, onDownloadErrorReport }: CsvErrorDownloadsProps) {
  const copy = useBulkUploadMessages().validation;
  return (
    <Stack gap="small" minInlineSize={0}>
      <Stack direction="row" gap="small">
        <Button variant="secondary" size="small" icon={<Icon name="download" size="small" />} onPress={onDownloadErrorRows}>
          {copy.downloadErrorRows}
        </Button>
        <p dir="auto" className={styles.fileName}>
          {copy.errorRowsFileName(fileName)}
        </p>
      </Stack>
      <Stack direction="row" gap="small">
        <Button variant="secondary" size="small" icon={<Icon name="download" size="small" />} onPress={onDownloadErrorReport}>
          {copy.downloadErrorReport}
        </Button>
        <p dir="auto" className={styles.fileName}>
          {copy.errorReportFileName(fileName)}
        </p>
      </Stack>
      <Text size="small" tone="muted">
        {copy.errorRowsHint}
      </Text>
      {report.errorRowCount < report.invalidRowCount ? (
        <Banner tone="warning">{copy.errorRowsCapped(report.errorRowCount, report.invalidRowCount, maxMegabytes)}</Banner>
      ) : null}
    </Stack>
  );
}
