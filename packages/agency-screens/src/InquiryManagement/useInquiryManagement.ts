import { useApiQuery, useSessionProfile, useUpdateEnquiryNote, useUpdateEnquiryStatus, type EnquiryScope } from '@marketplace/api-client';
import { changeEnquiryViewState, enquiryErrorMessage, enquiryFailureToasts, enquiryLimits, enquiryStatusLabel, type Enquiry, type EnquiryStatus } from '@marketplace/domain';
import type { ToastQueue } from '@marketplace/ui';
import { useCallback, useMemo, useState } from 'react';
import { exportEnquiriesCsv } from './exportEnquiriesCsv';
import { inquiryManagementFirstData, inquiryManagementScope } from './inquiryManagementFirstData';
import type { InquiryManagementViewProps } from './inquiryManagementViewProps';
import { useEnquiryViewState, type EnquiryViewLocation } from './useEnquiryViewState';
import { useCommonMessages, useEnquiriesMessages } from '../messages';

function withoutKey<K, V>(map: ReadonlyMap<K, V>, key: K): ReadonlyMap<K, V> {
  if (!map.has(key)) return map;
  const next = new Map(map);
  next.delete(key);
  return next;
}

/** What the connected screen needs besides the api-client context. */
export interface InquiryManagementOptions {
  /** Whose enquiries to list; without it, the signed-in profile's (spec 1 section 6). */
  scope?: EnquiryScope;
  /** Where the view state lives (the URL); without it, the screen keeps it itself. */
  location?: EnquiryViewLocation;
  /** Where success and failure toasts go. */
  toasts: ToastQueue;
}

/** The Inquiry Management logic: loads the scope's enquiries and maps calls, errors and toasts onto the view's props. */
export function useInquiryManagement({ scope: givenScope, location, toasts }: InquiryManagementOptions): InquiryManagementViewProps {
  const commonMessages = useCommonMessages();
  const messages = useEnquiriesMessages();
  const profile = useSessionProfile();
  const scope = useMemo(() => inquiryManagementScope({ profile, scope: givenScope }), [givenScope, profile]);
  // The declaration a host preloads at route match: reading through it keeps the key the same.
  const firstData = useMemo(() => inquiryManagementFirstData({ profile, scope: givenScope }), [givenScope, profile]);
  const list = useApiQuery(firstData.enquiries);
  const statusMutation = useUpdateEnquiryStatus(scope);
  const noteMutation = useUpdateEnquiryNote(scope);
  const [viewState, setViewState] = useEnquiryViewState(location);
  const [statusError, setStatusError] = useState<string | null>(null);
  const [noteErrors, setNoteErrors] = useState<ReadonlyMap<Enquiry['id'], string>>(() => new Map());
  const [isExporting, setIsExporting] = useState(false);
  const { trigger: changeStatus } = statusMutation;
  const { mutate: reload } = list;

  const onStatusChange = useCallback(
    function applyStatus(enquiry: Enquiry, status: EnquiryStatus, isUndo = false): void {
      if (status === enquiry.status) return;
      setStatusError(null);
      changeStatus({ id: enquiry.id, status }).then(
        (updated) => {
          // A change that went through clears the banner, also one whose failure settled after it started.
          setStatusError(null);
          if (isUndo) {
            toasts.add({ tone: 'success', title: messages.statusRestored(enquiryStatusLabel(status)) });
            return;
          }
          toasts.add(
            {
              tone: 'success',
              title: messages.statusUpdated,
              action: { label: messages.undo, onAction: () => applyStatus(updated, enquiry.status, true) },
            },
            { timeout: enquiryLimits.undoWindowMs },
          );
        },
        (error: unknown) => {
          setStatusError(enquiryErrorMessage('status', error, messages));
          toasts.add({ tone: 'error', title: enquiryFailureToasts(messages).status });
        },
      );
    },
    [changeStatus, messages, toasts],
  );

  const { trigger: saveNote } = noteMutation;
  const onNoteSave = useCallback(
    async (enquiry: Enquiry, note: string): Promise<void> => {
      setNoteErrors((errors) => withoutKey(errors, enquiry.id));
      try {
        await saveNote({ id: enquiry.id, note });
      } catch (error) {
        setNoteErrors((errors) => new Map(errors).set(enquiry.id, enquiryErrorMessage('note', error, messages)));
        toasts.add({ tone: 'error', title: enquiryFailureToasts(messages).note });
        throw error;
      }
      toasts.add({ tone: 'success', title: messages.noteUpdated });
    },
    [messages, saveNote, toasts],
  );

  const onExportCsv = useCallback(
    (shown: readonly Enquiry[]) => {
      setIsExporting(true);
      exportEnquiriesCsv(shown)
        .catch(() => toasts.add({ tone: 'error', title: commonMessages.unexpectedError }))
        .finally(() => setIsExporting(false));
    },
    [commonMessages, toasts],
  );

  const onReset = useCallback(() => {
    setViewState(changeEnquiryViewState(viewState, { search: '', status: 'ALL' }), { replace: false });
    void reload();
  }, [viewState, setViewState, reload]);

  const onRetry = useCallback(() => void reload(), [reload]);

  return {
    enquiries: list.data,
    isLoading: list.data === undefined && !list.error,
    loadError: list.error ? enquiryErrorMessage('load', list.error, messages) : null,
    onRetry,
    viewState,
    onViewStateChange: setViewState,
    onReset,
    onStatusChange,
    statusError,
    onNoteSave,
    isSavingNote: noteMutation.isMutating,
    noteErrors,
    onExportCsv,
    isExporting,
  };
}
