import type { Property, ReviewedPropertyTab, ReviewedViewState } from '@marketplace/domain';

export type { ReviewedListKind } from './reviewedPropertiesFirstData';

/** Props of the pure reviewed-properties view (Admin Reviewed and Developer Reviewed, spec 3 sections 2.7-2.9). */
export interface ReviewedPropertiesViewProps {
  /**
   * The page's properties in server order; `undefined` until the first load answers. A view given
   * many (1,000) draws only the rows of cards near the viewport.
   */
  properties: readonly Property[] | undefined;
  /** The number of properties under each tab for the applied search; null while unknown. */
  tabCounts: Readonly<Record<ReviewedPropertyTab, number | null>>;
  /** How many pages the selected tab has. @default 0 */
  pageCount?: number;
  /** The first load is running: the grid shows skeleton cards. */
  isLoading: boolean;
  /**
   * The list failed to load: Admin Reviewed shows 'Error Loading Properties' with this text, Developer
   * Reviewed an emptied list with 'No Properties Found' (spec 3 section 8); both offer Try Again.
   */
  loadError?: string | null;
  /** Loads the list again. */
  onRetry?: () => void;

  /** Tab, applied search and page: controlled, so the caller can keep them in the URL. */
  viewState: ReviewedViewState;
  /**
   * Called with the next view state; a tab or search change arrives on page 1. Search text arrives
   * debounced (300 ms); `replace` is true while typing, so history gets one entry per search.
   */
  onViewStateChange: (next: ReviewedViewState, options: { replace: boolean }) => void;

  /** Delete was confirmed in the spec's dialog: the caller removes the card at once and restores it if the delete fails. */
  onDelete: (property: Property) => void;
  /** Where a card's Edit leads (the property form); without it the cards have no Edit. */
  editHrefFor?: (property: Property) => string;
  /** Manage FAQs on a public (status 1) listing; without it the cards offer no FAQs. */
  onOpenFaqs?: (property: Property) => void;
  /** A stored image path -> the address to load it from; undefined shows the placeholder. @default the path as given */
  resolveImageUrl?: (path: string | null | undefined) => string | undefined;
}
