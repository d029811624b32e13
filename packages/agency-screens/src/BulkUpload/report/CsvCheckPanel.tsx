import { csvHeaderCheckMessage, type Messages } from '@marketplace/domain';
import { Banner, Icon, ProgressBar, Stack, Text, type IconName } from '@marketplace/ui';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { CsvCheckReport } from '../csvCheck/csvCheckReport';
import type { CsvCheckState } from './csvCheckState';
import { CsvErrorDownloads } from './CsvErrorDownloads';
import { CsvPreviewTable } from './CsvPreviewTable';
import { CsvReadProblems } from './CsvReadProblems';
import { CsvProblemReport } from './CsvProblemReport';
import * as styles from './CsvCheckPanel.css';
import { useBulkUploadMessages } from '../../messages';

export interface CsvCheckPanelProps {
  /** Where the check before upload stands. */
  state: CsvCheckState;
  /** The chosen file's name; the file of failing rows is named after it. */
  fileName: string;
  /** 'Download rows with errors' was pressed. */
  onDownloadErrorRows: () => void;
  /** 'Download error report' was pressed. */
  onDownloadErrorReport: () => void;
  /** Level of the 'Preview' and 'Problems by row' headings. @default 3 */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

type ValidationCopy = Messages['bulkUpload']['validation'];

function Outcome({ tone, icon, children }: { tone: keyof typeof styles.outcomeTone; icon: IconName; children: ReactNode }) {
  return (
    <p className={clsx(styles.outcome, styles.outcomeTone[tone])}>
      <Icon name={icon} className={styles.outcomeIcon} />
      <span>{children}</span>
    </p>
  );
}

/** What the live region says once the check is done; nothing when a header failure is alerted instead. */
function doneStatus(report: CsvCheckReport, copy: ValidationCopy): ReactNode {
  if (!report.headerCheck.ok) return null;
  if (report.rowCount === 0) {
    return (
      <Outcome tone="neutral" icon="info">
        {copy.noRows}
      </Outcome>
    );
  }
  if (report.problems.count === 0) {
    return (
      <Outcome tone="success" icon="checkCircle">
        {copy.noProblems(report.rowCount)}
      </Outcome>
    );
  }
  return (
    <>
      <Outcome tone="warning" icon="alert">
        {copy.problemsFound(report.problems.count, report.invalidRowCount)}
      </Outcome>
      <Text size="small" tone="muted">
        {copy.uploadAnyway}
      </Text>
    </>
  );
}

function statusOf(state: CsvCheckState, copy: ValidationCopy): ReactNode {
  switch (state.status) {
    case 'checking':
      return (
        <Text size="small" tone="muted">
          {copy.checking}
        </Text>
      );
    case 'done':
      return doneStatus(state.report, copy);
    case 'failed':
      return null;
  }
}

/**
 * The check before upload (issue 5): progress while the worker reads the file, then the header's
 * failure (the spec's exact message), or the count of problems with the file of failing rows (to fix
 * and upload again) and the error report to download, and the problems by row, and a preview of the first rows. The outcome is spoken by a
 * live region that stays mounted from 'Checking...' on; failures are alerts.
 */
export function CsvCheckPanel({ state, fileName, onDownloadErrorRows, onDownloadErrorReport, headingLevel = 3, className }: CsvCheckPanelProps) {
  const copy = useBulkUploadMessages().validation;
  const report = state.status === 'done' ? state.report : null;
  const headerMessage = report ? csvHeaderCheckMessage(report.headerCheck) : null;

  return (
    <Stack gap="large" minInlineSize={0} className={className}>
      <div role="status" className={styles.status}>
        {statusOf(state, copy)}
      </div>

      {state.status === 'checking' ? (
        <ProgressBar label={copy.checkingLabel} value={Math.min(1, Math.max(0, state.fraction))} minValue={0} maxValue={1} />
      ) : null}

      {state.status === 'failed' ? <Banner tone="error">{copy.checkFailed}</Banner> : null}

      {headerMessage !== null ? (
        <Banner tone="error" title={headerMessage}>
          {copy.headerFirst}
        </Banner>
      ) : null}

      {report ? <CsvReadProblems problems={report.readProblems} /> : null}

      {report?.errorCsv ? (
        <CsvErrorDownloads report={report} fileName={fileName} onDownloadErrorRows={onDownloadErrorRows} onDownloadErrorReport={onDownloadErrorReport} />
      ) : null}

      {report && report.problems.count > 0 ? <CsvProblemReport report={report} headingLevel={headingLevel} /> : null}

      {report && report.previewRows.length > 0 ? <CsvPreviewTable report={report} headingLevel={headingLevel} /> : null}
    </Stack>
  );
}
