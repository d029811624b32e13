import { pageAfterRemoval, pageCount, propertyListLimits, slicePage, userSearchText, type Property, type ReviewedPropertyTab, type ReviewedViewState } from '@marketplace/domain';
import { useState } from 'react';
import { ReviewedPropertiesView } from '../ReviewedPropertiesView';
import type { ReviewedListKind, ReviewedPropertiesViewProps } from '../reviewedPropertiesViewProps';

export interface StatefulReviewedViewProps extends Partial<Omit<ReviewedPropertiesViewProps, 'properties' | 'tabCounts'>> {
  kind: ReviewedListKind;
  /** Every listing of each tab; the wrapper searches and pages them as the server would. */
  byTab: Readonly<Record<ReviewedPropertyTab, readonly Property[]>>;
  /** Cards per page. @default 9 */
  pageSize?: number;
}

const matches = (property: Property, search: string) => {
  const term = userSearchText(search);
  return term === null || (property.name ?? '').toLowerCase().includes(term.toLowerCase());
};

/** The view with its tab, search, page and deletes kept in state (story and test helper, never imported by the screen). */
export function StatefulReviewedView({ kind, byTab, pageSize = propertyListLimits.reviewListPageSize, viewState: initial, onViewStateChange, onDelete, ...rest }: StatefulReviewedViewProps) {
  const [viewState, setViewState] = useState<ReviewedViewState>(initial ?? { tab: 'approved', search: '', page: 1 });
  const [deleted, setDeleted] = useState<ReadonlySet<Property['id']>>(() => new Set());
  const listed = (tab: ReviewedPropertyTab) => byTab[tab].filter((property) => !deleted.has(property.id) && matches(property, viewState.search));
  const page = slicePage(listed(viewState.tab), viewState.page - 1, pageSize);
  return (
    <ReviewedPropertiesView
      kind={kind}
      isLoading={false}
      {...rest}
      properties={page.content}
      pageCount={pageCount(page.totalElements, pageSize)}
      tabCounts={{ approved: listed('approved').length, pending: listed('pending').length, rejected: listed('rejected').length }}
      viewState={{ ...viewState, page: page.number + 1 }}
      onViewStateChange={(next, options) => {
        setViewState(next);
        onViewStateChange?.(next, options);
      }}
      onDelete={(property) => {
        setDeleted((current) => new Set(current).add(property.id));
        const back = pageAfterRemoval(page.number, page.content.length) + 1;
        if (back !== viewState.page) setViewState({ ...viewState, page: back });
        onDelete?.(property);
      }}
    />
  );
}
