import { enquiryStatuses, isEnquiryStatus, type EnquiryStatus } from '@marketplace/domain';
import { Select, type SelectOption } from '@marketplace/ui';
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
  /** A plain button until first focused or pressed (ui's `Select` `deferUntilUsed`): for a select on every row. */
  deferUntilUsed?: boolean;
}

/** The enquiry status selector of a row, a card and the details dialog: New, In Progress, Resolved, Closed. */
export function EnquiryStatusSelect({
  status,
  onChange,
  label,
  'aria-label': ariaLabel,
  size,
  className,
  deferUntilUsed,
}: EnquiryStatusSelectProps) {
  const statusLabels = useEnquiriesMessages().statuses;
  const statusOptions = useMemo<readonly SelectOption[]>(
    () => enquiryStatuses.map((id) => ({ id, label: statusLabels[id] })),
    [statusLabels],
  );
  return (
    <Select
      label={label}
      aria-label={ariaLabel}
      size={size}
      className={className}
      deferUntilUsed={deferUntilUsed}
      items={statusOptions}
      selectedKey={status}
      // The selection is controlled: picking the current status again reports no change (react-aria).
      onSelectionChange={(key) => {
        if (isEnquiryStatus(key)) onChange(key);
      }}
    />
  );
}
