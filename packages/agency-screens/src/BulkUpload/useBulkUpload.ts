import type { ToastQueue } from '@marketplace/ui';
import { useCallback } from 'react';
import type { BulkUploadViewProps } from './BulkUploadView';
import { downloadErrorReport, downloadErrorRows } from './report/downloadErrorRows';
import { useBulkUploadNotices } from './useBulkUploadNotices';
import { useCsvFileSelection } from './useCsvFileSelection';
import { useCsvUploadFlow } from './useCsvUploadFlow';
import { useMediaUploads, type MediaUploadsOptions } from './media/useMediaUploads';
import { useTemplateDownload } from './useTemplateDownload';
import { useBulkUploadMessages } from '../messages';

/** Options of {@link useBulkUpload}. */
export interface BulkUploadOptions {
  /** Where the light successes go. */
  toasts: ToastQueue;
  /** Whose upload it is. @default the signed-in profile's agent id, else an agency's own id */
  agentId?: number | null;
  /** Where Copy URL writes. @default navigator.clipboard */
  clipboard?: MediaUploadsOptions['clipboard'];
  /** Keeps the generated URLs across a refresh. @default the tab's sessionStorage */
  mediaStorage?: MediaUploadsOptions['storage'];
}

/** The Bulk Upload logic: media, templates, the CSV selection, check and upload, mapped onto the view's props. */
export function useBulkUpload({ toasts, agentId, clipboard, mediaStorage }: BulkUploadOptions): BulkUploadViewProps {
  const validationMessages = useBulkUploadMessages().validation;
  const { notify, notice, dismiss } = useBulkUploadNotices(toasts);
  const media = useMediaUploads({ notify, clipboard, ...(mediaStorage === undefined ? {} : { storage: mediaStorage }) });
  const templates = useTemplateDownload(notify);
  const selection = useCsvFileSelection(notify);
  const flow = useCsvUploadFlow(selection, notify, agentId);

  const { choose } = selection;
  const { resetOutcome } = flow;
  const onFileChosen = useCallback(
    (file: File) => {
      resetOutcome();
      choose(file);
    },
    [choose, resetOutcome],
  );
  const chosen = selection.selection;
  const onDownloadErrorRows = useCallback(() => {
    if (chosen?.check.status === 'done') downloadErrorRows(chosen.check.report, chosen.file.name, validationMessages);
  }, [chosen, validationMessages]);
  const onDownloadErrorReport = useCallback(() => {
    if (chosen?.check.status === 'done') downloadErrorReport(chosen.check.report, chosen.file.name, validationMessages);
  }, [chosen, validationMessages]);

  return {
    media,
    templates,
    csv: {
      file: chosen ? { name: chosen.file.name, size: chosen.file.size } : null,
      fileError: selection.fileError,
      check: chosen?.check ?? null,
      isUploading: flow.isUploading,
      uploadPercent: flow.uploadPercent,
      outcome: flow.outcome,
      onFileChosen,
      onRemoveFile: selection.clear,
      onUpload: flow.upload,
      onCancelUpload: flow.cancel,
      onDownloadErrorRows,
      onDownloadErrorReport,
    },
    notice,
    onNoticeClose: dismiss,
  };
}
