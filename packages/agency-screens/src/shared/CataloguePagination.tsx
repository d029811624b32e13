import { Pagination } from '@marketplace/ui';
import { useCommonMessages } from '../messages';

export interface CataloguePaginationProps {
  /** The page in view, 0-based. */
  page: number;
  /** How many pages there are; nothing renders when there are none. */
  pageCount: number;
  /** Called with the 0-based page the user asks for. */
  onPageChange: (page: number) => void;
  /** Neighbours of the current page shown beside it past five pages (0: first, current and last only). @default 1 */
  siblingCount?: number;
  /** Page buttons in a fixed run around the current page instead of first, current and last with ellipses: wide and below 768 px. */
  window?: { readonly size: number; readonly narrowSize: number };
}

/**
 * ui's Pagination worded by the catalogue's common group ('Page 2 of 5', 'Go to page 3'), with its
 * summary: the page footer of every paged list of the screens.
 */
export function CataloguePagination({ page, pageCount, onPageChange, siblingCount, window }: CataloguePaginationProps) {
  const commonMessages = useCommonMessages();
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      onPageChange={onPageChange}
      siblingCount={siblingCount}
      variant={window ? 'window' : undefined}
      windowSize={window?.size}
      narrowWindowSize={window?.narrowSize}
      label={commonMessages.pagination}
      previousLabel={commonMessages.previousPage}
      nextLabel={commonMessages.nextPage}
      pageLabel={commonMessages.goToPage}
      showSummary
      formatSummary={commonMessages.pageOf}
    />
  );
}
