import { csvUploadLimits } from '@marketplace/domain';
import { Banner, Button, Card, DropZone, IconButton, ProgressBar, Stack } from '@marketplace/ui';
import { formatFileSize } from '../media/formatFileSize';
import { CsvCheckPanel } from '../report/CsvCheckPanel';
import type { CsvCheckState } from '../report/csvCheckState';
import { CsvUploadResult } from './CsvUploadResult';
import type { CsvUploadOutcome } from './csvUploadOutcome';
import * as resultStyles from './CsvUploadResult.css';
import * as styles from './CsvUploadSection.css';
import { useResultFocus } from './useResultFocus';
import { useBulkUploadMessages } from '../../messages';
import { useNumberText } from '../../shared/useIntlFormats';
import { withIsolatedValue } from '../../shared/withIsolatedValue';

const maxMegabytes = Math.round(csvUploadLimits.maxFileBytes / (1024 * 1024));

/** The chosen file, as the section shows it. */
export interface CsvFileFacts {
  readonly name: string;
  readonly size: number;
}

export interface CsvUploadSectionProps {
  /** The selected file; null before one is chosen and after the selection clears. */
  file: CsvFileFacts | null;
  /** Why the last chosen file was refused (type, size, empty), in spec 1 section 5's words. */
  fileError: string | null;
  /** The check before upload of the selected file; null when there is none. */
  check: CsvCheckState | null;
  /** An upload is running. */
  isUploading: boolean;
  /** Percent sent of the running (or last) upload; null before the first. */
  uploadPercent: number | null;
  /** The result panel's content; null before an upload ends. */
  outcome: CsvUploadOutcome | null;
  /** Called with a chosen or dropped file (the caller checks it). */
  onFileChosen: (file: File) => void;
  /** Clears the selection. */
  onRemoveFile: () => void;
  /** Upload Properties. */
  onUpload: () => void;
  onCancelUpload: () => void;
  /** Downloads the rows with problems, under the template's columns, to fix and upload again. */
  onDownloadErrorRows: () => void;
  /** Downloads the error report: each problem with its row, column and value. */
  onDownloadErrorReport: () => void;
  /**
   * A modal is open over the screen: the result panel takes focus once it closes rather than when the
   * upload ends. @default false
   */
  holdResultFocus?: boolean;
}

/**
 * The CSV file area of spec 1 section 2.2: drag and drop or the file chooser, the check before
 * upload, Upload Properties (once the check has finished) with progress and cancel, and the result
 * panel, which takes focus when an upload ends.
 */
export function CsvUploadSection({
  file,
  fileError,
  check,
  isUploading,
  uploadPercent,
  outcome,
  onFileChosen,
  onRemoveFile,
  onUpload,
  onCancelUpload,
  onDownloadErrorRows,
  onDownloadErrorReport,
  holdResultFocus = false,
}: CsvUploadSectionProps) {
  const bulkUploadMessages = useBulkUploadMessages();
  const oneDecimal = useNumberText('oneDecimal');
  const resultRef = useResultFocus<HTMLDivElement>(outcome, holdResultFocus);
  const isChecking = check?.status === 'checking';
  const messages = bulkUploadMessages.csv;
  const receive = (files: File[]) => {
    const [first] = files;
    if (first) onFileChosen(first);
  };
  return (
    <Card title={messages.title} titleLevel={2}>
      <Stack gap="large" minInlineSize={0}>
        <DropZone
          message={messages.dropHint}
          buttonLabel={messages.chooseFile}
          description={file ? messages.replaceHint : messages.acceptedFiles(maxMegabytes)}
          acceptedFileTypes={['.csv', 'text/csv']}
          onFiles={receive}
          // Every file reaches the screen's own check, so a wrong one gets spec 1 section 5's words.
          onFilesRejected={receive}
          isDisabled={isUploading}
        />
        {fileError ? <Banner tone="error">{fileError}</Banner> : null}
        {file ? (
          <div className={styles.selectedFile}>
            <p className={styles.fileName}>
              {withIsolatedValue(messages.selectedFile, file.name)} <span className={styles.fileSize}>({formatFileSize(file.size, bulkUploadMessages.media.sizes, oneDecimal)})</span>
            </p>
            <IconButton icon="close" label={messages.removeFile(file.name)} onPress={onRemoveFile} isDisabled={isUploading} size="small" />
          </div>
        ) : null}
        {file && check ? <CsvCheckPanel state={check} fileName={file.name} onDownloadErrorRows={onDownloadErrorRows} onDownloadErrorReport={onDownloadErrorReport} /> : null}
        {/* Kept at 100% beside a success, so the bar the user watched ends where it should. */}
        {isUploading || (uploadPercent !== null && outcome?.kind === 'success') ? (
          <ProgressBar label={messages.progressLabel} value={uploadPercent ?? 0} tone={outcome?.kind === 'success' ? 'success' : 'primary'} />
        ) : null}
        <Stack direction="row" gap="small">
          {/* Not before the check has finished: its outcome decides whether the file can go. */}
          <Button variant="primary" onPress={onUpload} isDisabled={isUploading || isChecking}>
            {isUploading ? messages.uploading : messages.uploadProperties}
          </Button>
          {isUploading ? (
            <Button variant="secondary" onPress={onCancelUpload}>
              {messages.cancelUpload}
            </Button>
          ) : null}
        </Stack>
        <div
          ref={resultRef}
          tabIndex={-1}
          aria-live="polite"
          role={outcome ? 'region' : undefined}
          aria-label={outcome ? bulkUploadMessages.result.label : undefined}
          className={resultStyles.result}
        >
          {outcome ? <CsvUploadResult outcome={outcome} /> : null}
        </div>
      </Stack>
    </Card>
  );
}
