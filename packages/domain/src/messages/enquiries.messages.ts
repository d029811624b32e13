import { englishCount, englishPlural } from './englishCounts';

/** Inquiry Management (spec 1 sections 2.1, 4 and 8). */
export const enquiriesMessages = {
  title: 'Inquiry Management',
  summary: {
    total: 'Total',
    pending: 'Pending',
    resolved: 'Resolved',
    urgent: 'Urgent',
  },
  searchLabel: 'Search inquiries',
  searchPlaceholder: 'Search inquiries...',
  statusFilterLabel: 'Status',
  allStatus: 'All Status',
  statuses: {
    NEW: 'New',
    IN_PROGRESS: 'In Progress',
    RESOLVED: 'Resolved',
    CLOSED: 'Closed',
  },
  reset: 'Reset',
  filters: 'Filters',
  columns: {
    id: 'ID',
    name: 'Name',
    email: 'Email',
    status: 'Status',
    note: 'Note',
    created: 'Created',
    actions: 'Actions',
  },
  /** Accessible name of a sortable header's button. */
  sortBy: (column: string) => `Sort by ${column}`,
  /** The cards' sort control, where there are no column headers to press (issue 13). */
  sort: {
    column: 'Sort by',
    direction: 'Order',
    ascending: 'Ascending',
    descending: 'Descending',
  },
  viewDetails: 'View Details',
  emptyTitle: 'No inquiries found',
  emptyBody: 'Try adjusting your search or filter criteria',
  details: {
    title: 'Inquiry Details',
    status: 'Status',
    created: 'Created',
    message: 'Message',
    notes: 'Notes',
    editNote: 'Edit Note',
    saveNote: 'Save Note',
    cancel: 'Cancel',
    notePlaceholder: 'Add notes about this inquiry...',
    noNotes: 'No notes added',
    /** Save Note on a draft of only spaces when there is no note to clear (not shown in spec 1). */
    noteEmpty: 'Write a note before saving, or press Cancel.',
    /** Save Note on a note longer than the backend stores (issue 14; not in spec 1): refused whole, never cut. */
    noteTooLong: (maxLength: number) => `A note can be at most ${maxLength.toLocaleString('en-US')} characters. Shorten it, then save.`,
    contactInformation: 'Contact Information',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    propertyId: 'Property ID',
    projectId: 'Project ID',
    markAsResolved: 'Mark as Resolved',
    closeInquiry: 'Close Inquiry',
  },
  loadFailed: (status: number) => `Failed to fetch inquiries. Status: ${status}`,
  unexpectedError: 'An unexpected error occurred',
  statusUpdateFailed: (status: number) => `Failed to update inquiry status. Status: ${status}`,
  statusUpdateFailedToast: 'Failed to update inquiry status',
  statusUpdated: 'Status updated successfully',
  noteUpdateFailed: (status: number) => `Failed to update note. Status: ${status}`,
  noteUpdateFailedToast: 'Failed to update note',
  noteUpdated: 'Note updated successfully',
  // Beyond the spec (issue 4): export, undo, counts and accessible names.
  exportCsv: 'Export CSV',
  undo: 'Undo',
  /** The toast after an Undo put the previous status back. */
  statusRestored: (status: string) => `Status set back to ${status}`,
  /** How many rows the search and filter keep. */
  resultCount: (shown: number, total: number) => {
    const noun = englishPlural(total, { one: 'inquiry', other: 'inquiries' });
    return shown === total ? `${englishCount(total)} ${noun}` : `Showing ${englishCount(shown)} of ${englishCount(total)} ${noun}`;
  },
  listLabel: 'Inquiries',
  loadingLabel: 'Loading inquiries',
  /** A link or a reload opens an enquiry (`?inquiry=`) that the list does not have (issue 13). */
  notFound: (id: number) => `Inquiry ${id} was not found. It may have been deleted, or the link is wrong.`,
  /** Accessible name of a row's inline status selector. */
  statusOf: (name: string) => `Status of ${name}`,
  /** Accessible name of a row's details button. */
  viewDetailsOf: (name: string) => `View details of ${name}`,
  noNote: '—',
  csvColumns: {
    id: 'ID',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    status: 'Status',
    message: 'Message',
    note: 'Note',
    created: 'Created',
    propertyId: 'Property ID',
    projectId: 'Project ID',
  },
  /** A summary card's figure while there is no list to count (the first load failed). */
  noCount: '—',
};
