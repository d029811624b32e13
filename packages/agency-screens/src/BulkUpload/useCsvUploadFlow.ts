import { csvUploaderIdOf, useApiClient, useCsvUpload, useSessionProfile } from '@marketplace/api-client';
import { csvHeaderCheckMessage, csvUploadBlockerNotice, csvUploadFailure, csvUploadLimits } from '@marketplace/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { NotifyBulkUpload } from './bulkUploadNotice';
import type { CsvUploadOutcome } from './csv/csvUploadOutcome';
import type { CsvFileSelection } from './useCsvFileSelection';
import { useUnsavedChanges } from '@marketplace/ui';
import { useBulkUploadMessages } from '../messages';

/** What {@link useCsvUploadFlow} returns. */
export interface CsvUploadFlow {
  isUploading: boolean;
  uploadPercent: number | null;
  outcome: CsvUploadOutcome | null;
  upload: () => void;
  cancel: () => void;
  /** Forgets the result panel (a new file was chosen). */
  resetOutcome: () => void;
}

/**
 * Upload Properties (spec 1 sections 4, 5 and 7): refuses to start without a file, a token or an
 * agent id, or with a header the server would refuse, or while the file is being checked; one upload
 * at a time (a second click does nothing); progress; cancel (said in the panel, no modal); leaving the
 * page while it runs asks first; the result panel and modal; the selection clears 3 s after success.
 *
 * @param agentId whose upload it is @default the signed-in profile's agent id, else an agency's own id
 */
export function useCsvUploadFlow(selection: CsvFileSelection, notify: NotifyBulkUpload, agentId?: number | null): CsvUploadFlow {
  const bulkUploadMessages = useBulkUploadMessages();
  const client = useApiClient();
  const profile = useSessionProfile();
  const uploaderId = agentId !== undefined ? agentId : csvUploaderIdOf(profile);
  const task = useCsvUpload();
  const [outcome, setOutcome] = useState<CsvUploadOutcome | null>(null);
  const inFlight = useRef(false);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const { selection: chosen, clear } = selection;
  const { upload: send } = task;
  const upload = useCallback(() => {
    // Upload Properties is disabled while the check runs; this holds for any other caller too.
    if (inFlight.current || chosen?.check.status === 'checking') return;
    const blocker = !chosen ? 'no-file' : !client.hasToken() ? 'no-token' : uploaderId == null ? 'no-agent' : null;
    if (blocker || !chosen || uploaderId == null) {
      notify({ tone: 'danger', ...csvUploadBlockerNotice(blocker ?? 'no-file') }, 'modal');
      return;
    }
    const headerMessage = chosen.check.status === 'done' ? csvHeaderCheckMessage(chosen.check.report.headerCheck) : null;
    if (headerMessage) {
      notify({ tone: 'danger', title: bulkUploadMessages.modalTitles.fileSelectionError, message: headerMessage }, 'modal');
      return;
    }
    inFlight.current = true;
    clearTimeout(clearTimer.current);
    setOutcome(null);
    send({ file: chosen.file, agentId: uploaderId }).then(
      (result) => {
        inFlight.current = false;
        const message = result.message ?? bulkUploadMessages.succeeded;
        setOutcome({ kind: 'success', message });
        notify({ tone: 'success', title: bulkUploadMessages.modalTitles.uploadSuccessful, message }, 'modal');
        clearTimer.current = setTimeout(clear, csvUploadLimits.selectionClearMs);
      },
      (error: unknown) => {
        inFlight.current = false;
        const failure = csvUploadFailure(error);
        if (failure.cancelled) {
          setOutcome({ kind: 'cancelled', message: failure.panelMessage });
          return;
        }
        setOutcome({ kind: 'failure', message: failure.panelMessage, errors: failure.errors });
        notify({ tone: 'danger', title: failure.title, message: failure.message, errors: failure.errors }, 'modal');
      },
    );
  }, [bulkUploadMessages, chosen, client, uploaderId, notify, send, clear]);

  const resetOutcome = useCallback(() => {
    clearTimeout(clearTimer.current);
    setOutcome(null);
  }, []);

  const isUploading = task.status === 'uploading';
  // Leaving while the upload runs asks first: in the app (the host's router) and out of it (beforeunload).
  useUnsavedChanges(isUploading);

  return {
    isUploading,
    uploadPercent: task.progress,
    outcome,
    upload,
    cancel: task.cancel,
    resetOutcome,
  };
}
