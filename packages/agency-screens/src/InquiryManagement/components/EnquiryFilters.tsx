import { enquiryStatuses, type EnquiryStatusFilter } from '@marketplace/domain';
import { Button, DeferredSelect, SearchField, type SelectOption } from '@marketplace/ui';
import { useMemo } from 'react';
import { useCommonMessages, useEnquiriesMessages } from '../../messages';
import { CollapsibleFilters } from '../../shared/CollapsibleFilters';
import * as styles from './EnquiryFilters.css';

const statusFilterIds: readonly EnquiryStatusFilter[] = ['ALL', ...enquiryStatuses];

function isStatusFilter(value: unknown): value is EnquiryStatusFilter {
  return statusFilterIds.some((id) => id === value);
}

export interface EnquiryFiltersProps {
  /** The search field's text (ahead of the applied search while the debounce waits). */
  searchText: string;
  onSearchChange: (text: string) => void;
  /** Enter in the search field. */
  onSearchSubmit: () => void;
  /** The search field lost focus. */
  onSearchBlur?: () => void;
  status: EnquiryStatusFilter;
  onStatusChange: (status: EnquiryStatusFilter) => void;
  onReset: () => void;
  /** Narrow screens: the filters sit in a section that expands and collapses. @default false */
  isCollapsible?: boolean;
  /** Whether the collapsible section is open. */
  isExpanded?: boolean;
  onExpandedChange?: (isExpanded: boolean) => void;
}

/** Search, the status filter and Reset; on narrow screens inside a 'Show Filters' section. */
export function EnquiryFilters({
  searchText,
  onSearchChange,
  onSearchSubmit,
  onSearchBlur,
  status,
  onStatusChange,
  onReset,
  isCollapsible = false,
  isExpanded,
  onExpandedChange,
}: EnquiryFiltersProps) {
  const enquiriesMessages = useEnquiriesMessages();
  const common = useCommonMessages();
  const statusFilterOptions = useMemo<readonly SelectOption[]>(
    () => statusFilterIds.map((id) => ({ id, label: id === 'ALL' ? enquiriesMessages.allStatus : enquiriesMessages.statuses[id] })),
    [enquiriesMessages],
  );
  return (
    <CollapsibleFilters isCollapsible={isCollapsible} isExpanded={isExpanded} onExpandedChange={onExpandedChange}>
      <div role="search" aria-label={enquiriesMessages.filters} className={styles.fields}>
        <SearchField
          className={styles.search}
          label={enquiriesMessages.searchLabel}
          clearLabel={common.clearSearch}
          placeholder={enquiriesMessages.searchPlaceholder}
          value={searchText}
          onChange={onSearchChange}
          onSubmit={onSearchSubmit}
          onBlur={onSearchBlur}
        />
        <DeferredSelect
          className={styles.status}
          label={enquiriesMessages.statusFilterLabel}
          items={statusFilterOptions}
          selectedKey={status}
          onSelectionChange={(key) => {
            if (isStatusFilter(key) && key !== status) onStatusChange(key);
          }}
        />
        <Button variant="secondary" className={styles.reset} onPress={onReset}>
          {enquiriesMessages.reset}
        </Button>
      </div>
    </CollapsibleFilters>
  );
}
