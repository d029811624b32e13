import { enquiryStatuses, isEnquiryStatus, type EnquiryStatus } from '@marketplace/domain';
import { DeferredSelect, type SelectOption } from '@marketplace/ui';
import { useMemo, type ReactNode } from 'react';
import { useEnquiriesMessages } from '../../messages';

export interface EnquiryStatusSelectProps {
  /** The enquiry's current status. */
  status: EnquiryStatus;
  /** Called with a different status; picking the current one again calls nothing. */
  onChange: (status: EnquiryStatus) => void;
  /** A visible label (the dialog); without one pass `aria-label` (a table row or card). */
  label?: ReactNode;
  'aria-label'?: string;
  /** `small` fits a table row. @default 'medium' */
  size?: 'small' | 'medium';
  className?: string;
}

/**
 * The enquiry status selector of a row, a card and the details dialog: New, In Progress, Resolved,
 * Closed. ui's `DeferredSelect`: a plain button until first focused or pressed, react-aria's select
 * code fetched when the page is idle, so neither the list's first render nor the route's first load
 * pays for a select on every row.
 */
export function EnquiryStatusSelect({
  status,
  onChange,
  label,
  'aria-label': ariaLabel,
  size,
  className,
}: EnquiryStatusSelectProps) {
  const statusLabels = useEnquiriesMessages().statuses;
  const statusOptions = useMemo<readonly SelectOption[]>(
    () => enquiryStatuses.map((id) => ({ id, label: statusLabels[id] })),
    [statusLabels],
  );
  return (
    <DeferredSelect
      label={label}
      aria-label={ariaLabel}
      size={size}
      className={className}
      items={statusOptions}
      selectedKey={status}
      // The selection is controlled: picking the current status again reports no change (react-aria).
      onSelectionChange={(key) => {
        if (isEnquiryStatus(key)) onChange(key);
      }}
    />
  );
}
