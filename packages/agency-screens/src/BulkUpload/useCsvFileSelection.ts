import { csvFileCheckMessage, csvHeaderCheckMessage, csvUploadLimits, validateCsvFile } from '@marketplace/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { NotifyBulkUpload } from './bulkUploadNotice';
import { checkCsvFile } from './csvCheck/checkCsvFile';
import type { CsvCheckState } from './report/csvCheckState';
import { useBulkUploadMessages } from '../messages';

/** A chosen file that passed the file checks, and where its check before upload stands. */
export interface CsvSelection {
  readonly file: File;
  readonly check: CsvCheckState;
}

/** What {@link useCsvFileSelection} returns. */
export interface CsvFileSelection {
  selection: CsvSelection | null;
  /** Why the last chosen file was refused, in spec 1 section 5's words. */
  fileError: string | null;
  choose: (file: File) => void;
  clear: () => void;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The CSV selection: spec 1 section 5's file checks (type, 10 MB, empty), each refusal shown in the
 * area and in a 'File Selection Error' modal (and dropping the file chosen before), then the check
 * before upload in a worker, whose header
 * result is the spec's header check. A new file or a clear stops the running check.
 */
export function useCsvFileSelection(notify: NotifyBulkUpload): CsvFileSelection {
  const bulkUploadMessages = useBulkUploadMessages();
  const [selection, setSelection] = useState<CsvSelection | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const choose = useCallback(
    (file: File) => {
      const refusal = csvFileCheckMessage(validateCsvFile(file, csvUploadLimits.maxFileBytes), csvUploadLimits.maxFileBytes);
      if (refusal) {
        // The refused file replaces the previous one: Upload must not send a file the user moved away from.
        running.current?.abort();
        running.current = null;
        setSelection(null);
        setFileError(refusal);
        notify({ tone: 'danger', title: bulkUploadMessages.modalTitles.fileSelectionError, message: refusal }, 'modal');
        return;
      }
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setFileError(null);
      setSelection({ file, check: { status: 'checking', fraction: 0 } });
      const update = (check: CsvCheckState) => {
        if (running.current === controller) setSelection({ file, check });
      };
      checkCsvFile(file, { signal: controller.signal, onProgress: ({ fraction }) => update({ status: 'checking', fraction }) }).then(
        (report) => {
          update({ status: 'done', report });
          const headerMessage = csvHeaderCheckMessage(report.headerCheck);
          if (headerMessage && running.current === controller) {
            notify({ tone: 'danger', title: bulkUploadMessages.modalTitles.fileSelectionError, message: headerMessage }, 'modal');
          }
        },
        (error: unknown) => {
          if (!isAbort(error)) update({ status: 'failed' });
        },
      );
    },
    [bulkUploadMessages, notify],
  );

  const clear = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setSelection(null);
    setFileError(null);
  }, []);

  return { selection, fileError, choose, clear };
}
