import { en, enquiryStatuses, type EnquiryStatusFilter } from '@marketplace/domain';
import { Button, Disclosure, SearchField, Select, type SelectOption } from '@marketplace/ui';
import * as styles from './EnquiryFilters.css';

const statusFilterOptions: readonly SelectOption[] = [
  { id: 'ALL', label: en.enquiries.allStatus },
  ...enquiryStatuses.map((status) => ({ id: status, label: en.enquiries.statuses[status] })),
];

function isStatusFilter(value: unknown): value is EnquiryStatusFilter {
  return statusFilterOptions.some((option) => option.id === value);
}

export interface EnquiryFiltersProps {
  /** The search field's text (ahead of the applied search while the debounce waits). */
  searchText: string;
  onSearchChange: (text: string) => void;
  /** Enter in the search field. */
  onSearchSubmit: () => void;
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
  status,
  onStatusChange,
  onReset,
  isCollapsible = false,
  isExpanded,
  onExpandedChange,
}: EnquiryFiltersProps) {
  const fields = (
    <div role="search" aria-label={en.enquiries.filters} className={styles.fields}>
      <SearchField
        className={styles.search}
        label={en.enquiries.searchLabel}
        placeholder={en.enquiries.searchPlaceholder}
        value={searchText}
        onChange={onSearchChange}
        onSubmit={onSearchSubmit}
      />
      <Select
        className={styles.status}
        label={en.enquiries.statusFilterLabel}
        items={statusFilterOptions}
        selectedKey={status}
        onSelectionChange={(key) => {
          if (isStatusFilter(key) && key !== status) onStatusChange(key);
        }}
      />
      <Button variant="secondary" className={styles.reset} onPress={onReset}>
        {en.enquiries.reset}
      </Button>
    </div>
  );

  if (!isCollapsible) return fields;
  return (
    <Disclosure
      headingLevel={2}
      isExpanded={isExpanded}
      onExpandedChange={onExpandedChange}
      title={({ isExpanded: open }) => (open ? en.common.hideFilters : en.common.showFilters)}
    >
      {fields}
    </Disclosure>
  );
}
