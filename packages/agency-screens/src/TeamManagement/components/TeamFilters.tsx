import { Button, SearchField } from '@marketplace/ui';
import * as styles from './TeamFilters.css';
import { useCommonMessages, useTeamMessages } from '../../messages';
import { CollapsibleFilters } from '../../shared/CollapsibleFilters';

export interface TeamFiltersProps {
  /** The search field's text (ahead of the applied search while the debounce waits). */
  readonly searchText: string;
  readonly onSearchChange: (text: string) => void;
  /** Enter in the field, or the field lost focus: the waiting text applies now. */
  readonly onSearchEnd: () => void;
  readonly onReset: () => void;
  /** Below 768 px the search sits in a section toggled by 'Show Filters' / 'Hide Filters'. @default false */
  readonly isCollapsible?: boolean;
  readonly isExpanded?: boolean;
  readonly onExpandedChange?: (isExpanded: boolean) => void;
}

/** The team search ('Search by name, email, or title...') and Reset. */
export function TeamFilters({ searchText, onSearchChange, onSearchEnd, onReset, isCollapsible = false, isExpanded, onExpandedChange }: TeamFiltersProps) {
  const messages = useTeamMessages();
  const common = useCommonMessages();
  return (
    <CollapsibleFilters isCollapsible={isCollapsible} isExpanded={isExpanded} onExpandedChange={onExpandedChange}>
      <div role="search" aria-label={messages.searchLabel} className={styles.fields}>
        <SearchField
          className={styles.search}
          label={messages.searchLabel}
          clearLabel={common.clearSearch}
          placeholder={messages.searchPlaceholder}
          value={searchText}
          onChange={onSearchChange}
          onSubmit={onSearchEnd}
          onBlur={onSearchEnd}
        />
        <Button variant="secondary" className={styles.reset} onPress={onReset}>
          {messages.reset}
        </Button>
      </div>
    </CollapsibleFilters>
  );
}
