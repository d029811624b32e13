import { Disclosure } from '@marketplace/ui';
import type { ReactNode } from 'react';
import { useCommonMessages } from '../messages';

export interface CollapsibleFiltersProps {
  /** Narrow screens: the filters sit in a section toggled by 'Show Filters' / 'Hide Filters'. */
  readonly isCollapsible: boolean;
  /** Whether the section is open (when collapsible). */
  readonly isExpanded?: boolean;
  readonly onExpandedChange?: (isExpanded: boolean) => void;
  /** The filters themselves. */
  readonly children: ReactNode;
}

/**
 * A list's filters, behind a 'Show Filters' / 'Hide Filters' toggle on narrow screens and shown as
 * they are otherwise (spec 2 section 2.1; Inquiry Management does the same).
 */
export function CollapsibleFilters({ isCollapsible, isExpanded, onExpandedChange, children }: CollapsibleFiltersProps) {
  const messages = useCommonMessages();
  if (!isCollapsible) return children;
  return (
    <Disclosure
      headingLevel={2}
      isExpanded={isExpanded}
      onExpandedChange={onExpandedChange}
      title={({ isExpanded: open }) => (open ? messages.hideFilters : messages.showFilters)}
    >
      {children}
    </Disclosure>
  );
}
