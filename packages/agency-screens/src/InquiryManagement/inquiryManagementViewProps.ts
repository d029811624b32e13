import type { Enquiry, EnquiryStatus, EnquiryViewState } from '@marketplace/domain';

/** Props of the pure Inquiry Management view: data, status and callbacks, no fetching. */
export interface InquiryManagementViewProps {
  /** Every enquiry of the scope, unfiltered and unsorted; `undefined` until the first load answers. */
  enquiries: readonly Enquiry[] | undefined;
  /** The first load is running: the cards show '...' and the list shows skeletons. */
  isLoading: boolean;
  /** 'Failed to fetch inquiries. Status: N' (or 'An unexpected error occurred') in a red banner; the list keeps any data it had. */
  loadError?: string | null;
  /** Reloads the list; offered beside the load error. */
  onRetry?: () => void;

  /** Search, status filter, sort and open dialog: controlled, so the caller can keep them in the URL. */
  viewState: EnquiryViewState;
  /**
   * Called with the next view state. Search text arrives debounced (300 ms after the last
   * keystroke); filter, sort and the dialog arrive at once. `replace` is true for typing, so
   * history gets one entry per search rather than one per keystroke.
   */
  onViewStateChange: (next: EnquiryViewState, options: { replace: boolean }) => void;
  /** Reset: the caller clears search and filter and reloads the list. */
  onReset: () => void;

  /** A status picked in a row's selector, the dialog's selector, Mark as Resolved or Close Inquiry. */
  onStatusChange: (enquiry: Enquiry, status: EnquiryStatus) => void;
  /** 'Failed to update inquiry status. Status: N' in the red banner, until the next change. */
  statusError?: string | null;

  /**
   * Saves the open enquiry's note. Resolves when saved (the editor closes); rejects when the save
   * failed (the editor stays open with the typed text, and `noteErrors` says why). The note comes
   * without surrounding spaces; '' clears a saved note. A draft of only spaces with no note to clear
   * is refused in the dialog and never reaches this.
   */
  onNoteSave: (enquiry: Enquiry, note: string) => Promise<void>;
  /** A note save is running: Save Note is disabled and busy, so a second click cannot submit twice. */
  isSavingNote?: boolean;
  /**
   * Why the last note save of each enquiry failed, by enquiry id: 'Failed to update note. Status: N'
   * under that enquiry's note editor, never another's.
   */
  noteErrors?: ReadonlyMap<Enquiry['id'], string>;

  /** 'Export CSV': called with the enquiries currently shown, in the order shown. */
  onExportCsv?: (shown: readonly Enquiry[]) => void;
  /** The export is being prepared (papaparse loading): the button is busy. */
  isExporting?: boolean;

  /**
   * How dates show in the Created column and the dialog.
   * @default medium date and short time in the locale of react-aria's `I18nProvider`, Western digits
   */
  formatDate?: (value: string) => string;
}
