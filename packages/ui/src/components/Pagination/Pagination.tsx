import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { Button as RACButton } from 'react-aria-components';
import * as styles from './Pagination.css';
import { clampPage, ellipsisRange, toPageCount, windowRange, type PaginationItem } from './paginationRange';

export const paginationVariants = ['ellipsis', 'window'] as const;

export interface PaginationProps {
  /** The current page, 0-based as the server counts. */
  page: number;
  /** How many pages there are. Nothing renders when there are none. */
  pageCount: number;
  /** Called with the 0-based page the user asks for. */
  onPageChange: (page: number) => void;
  /**
   * 'ellipsis': every page up to five, otherwise first, current with neighbours, last and ellipses.
   * 'window': a fixed run of `windowSize` pages around the current one.
   * @default 'ellipsis'
   */
  variant?: (typeof paginationVariants)[number];
  /** Neighbours shown on each side of the current page in the 'ellipsis' variant. @default 1 */
  siblingCount?: number;
  /** Page buttons in the 'window' variant. @default 5 */
  windowSize?: number;
  /** Page buttons in the 'window' variant below the 768 px breakpoint; defaults to `windowSize`. */
  narrowWindowSize?: number;
  /** The name of the navigation landmark. @default 'Pagination' */
  label?: string;
  /** @default 'Previous page' */
  previousLabel?: string;
  /** @default 'Next page' */
  nextLabel?: string;
  /** The accessible name of a page button, given the 1-based page. @default (page) => `Page ${page}` */
  pageLabel?: (page: number) => string;
  /** Show the summary text beside the buttons. @default false */
  showSummary?: boolean;
  /** The summary text, given the 1-based page and the page count. @default (page, total) => `Page ${page} of ${total}` */
  formatSummary?: (page: number, pageCount: number) => ReactNode;
  className?: string;
}

const defaultPageLabel = (page: number) => `Page ${page}`;
const defaultSummary = (page: number, total: number) => `Page ${page} of ${total}`;

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
      <path
        d={direction === 'previous' ? 'M10 3 5 8l5 5' : 'M6 3l5 5-5 5'}
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

interface VisiblePage {
  item: PaginationItem;
  className?: string;
}

function visiblePages(
  variant: (typeof paginationVariants)[number],
  page: number,
  pageCount: number,
  siblingCount: number,
  windowSize: number,
  narrowWindowSize: number | undefined,
): VisiblePage[] {
  if (variant === 'ellipsis') return ellipsisRange(page, pageCount, siblingCount).map((item) => ({ item }));
  const wide = windowRange(page, pageCount, windowSize);
  if (narrowWindowSize === undefined) return wide.map((p) => ({ item: { type: 'page', page: p } }));
  // Both windows render and CSS hides the extra buttons per breakpoint, so no resize listener is needed.
  const narrow = windowRange(page, pageCount, narrowWindowSize);
  const all = [...new Set([...wide, ...narrow])].sort((a, b) => a - b);
  return all.map((p) => ({
    item: { type: 'page', page: p },
    className: clsx(!narrow.includes(p) && styles.hiddenWhenNarrow, !wide.includes(p) && styles.hiddenWhenWide) || undefined,
  }));
}

/** Page navigation with Previous/Next and page buttons; pages are 0-based in the API and shown 1-based. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  variant = 'ellipsis',
  siblingCount = 1,
  windowSize = 5,
  narrowWindowSize,
  label = 'Pagination',
  previousLabel = 'Previous page',
  nextLabel = 'Next page',
  pageLabel = defaultPageLabel,
  showSummary = false,
  formatSummary = defaultSummary,
  className,
}: PaginationProps) {
  const total = toPageCount(pageCount);
  if (total === 0) return null;
  const current = clampPage(page, total);
  const pages = visiblePages(variant, current, total, siblingCount, windowSize, narrowWindowSize);

  return (
    <nav aria-label={label} className={clsx(styles.nav, className)}>
      <ul className={styles.list}>
        <li>
          <RACButton
            className={styles.stepButton}
            isDisabled={current === 0}
            onPress={() => onPageChange(current - 1)}
          >
            <Chevron direction="previous" />
            <span className={styles.stepLabel}>{previousLabel}</span>
          </RACButton>
        </li>
        {pages.map(({ item, className: itemClass }) =>
          item.type === 'ellipsis' ? (
            <li key={item.key} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page} className={itemClass}>
              <RACButton
                className={styles.pageButton({ current: item.page === current })}
                aria-label={pageLabel(item.page + 1)}
                aria-current={item.page === current ? 'page' : undefined}
                onPress={() => {
                  if (item.page !== current) onPageChange(item.page);
                }}
              >
                {item.page + 1}
              </RACButton>
            </li>
          ),
        )}
        <li>
          <RACButton
            className={styles.stepButton}
            isDisabled={current === total - 1}
            onPress={() => onPageChange(current + 1)}
          >
            <span className={styles.stepLabel}>{nextLabel}</span>
            <Chevron direction="next" />
          </RACButton>
        </li>
      </ul>
      {showSummary ? <p className={styles.summary}>{formatSummary(current + 1, total)}</p> : null}
    </nav>
  );
}
