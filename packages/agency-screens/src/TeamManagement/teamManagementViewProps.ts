import type { TeamMember, TeamMemberFormValues, TeamViewState } from '@marketplace/domain';

/** How a call the view started ended: done, or the catalogue's message for its failure. */
export type TeamCallOutcome = { readonly ok: true } | { readonly ok: false; readonly message: string };

/** The member the Edit dialog asked for, or the catalogue's message for why it could not be loaded. */
export type TeamMemberLoadOutcome = { readonly ok: true; readonly member: TeamMember } | { readonly ok: false; readonly message: string };

/** A profile photo's upload: the stored path, or the message for its failure. */
export type TeamPhotoUploadOutcome = { readonly ok: true; readonly url: string } | { readonly ok: false; readonly message: string };

/** Props of the pure Agency Team Management view: data, status and callbacks, no fetching. */
export interface TeamManagementViewProps {
  /** The members of the page in view; `undefined` until the first load answers. */
  members: readonly TeamMember[] | undefined;
  /** How many pages the search has (from the server's page). @default 0 */
  pageCount?: number;
  /** The list is loading with nothing to show yet: skeletons stand in for it. */
  isLoading: boolean;
  /** The team list load's catalogue message (spec 2 section 8) in a banner with Retry; the list keeps what it had. */
  loadError?: string | null;
  /** Loads the list again. */
  onRetry?: () => void;

  /** Search text and page: controlled, so the caller can keep them in the URL. */
  viewState: TeamViewState;
  /**
   * Called with the next view state. Search text arrives debounced (300 ms after the last keystroke)
   * and returns to the first page; `replace` is true for typing after the first committed text.
   */
  onViewStateChange: (next: TeamViewState, options: { replace: boolean }) => void;
  /** Reset: the caller clears the search, returns to the first page and reloads. */
  onReset: () => void;

  /**
   * Saves the Add form (`id` null) or the Edit form of member `id`. The dialog closes when the
   * outcome is ok; otherwise it stays open with everything typed, and shows the message.
   */
  onSave: (id: TeamMember['id'] | null, values: TeamMemberFormValues) => Promise<TeamCallOutcome>;
  /** Loads the member the Edit dialog opens on (spec 2 section 7.1, get one by id). */
  onLoadMember: (member: TeamMember) => Promise<TeamMemberLoadOutcome>;
  /** Deletes a member. The confirmation closes when the outcome is ok, and stays open with the message otherwise. */
  onDelete: (member: TeamMember) => Promise<TeamCallOutcome>;
  /** Uploads the cropped, compressed profile photo (at most 2 MB); `signal` aborts it when the dialog closes. */
  onUploadPhoto: (photo: File, signal: AbortSignal) => Promise<TeamPhotoUploadOutcome>;

  /**
   * Turns a stored image path into an address an `<img>` can load.
   * @default the path unchanged
   */
  resolveImageUrl?: (path: string | null | undefined) => string | null | undefined;
  /**
   * How the 'Member since' date shows.
   * @default the date in the locale of react-aria's `I18nProvider`, medium style, Western digits
   */
  formatDate?: (value: string) => string;
}
