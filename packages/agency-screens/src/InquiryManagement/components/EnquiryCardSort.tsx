import { enquirySortColumns, isEnquirySortColumn, isSortDirection, sortDirections, type EnquirySort } from '@marketplace/domain';
import { DeferredSelect, type SelectOption } from '@marketplace/ui';
import { useMemo } from 'react';
import { useEnquiriesMessages } from '../../messages';
import { enquiryColumnLabels } from './enquiryColumnLabels';
import * as styles from './EnquiryList.css';

export interface EnquiryCardSortProps {
  /** The applied sort (primitives, so an equal sort does not re-render the control). */
  column: EnquirySort['column'];
  direction: EnquirySort['direction'];
  onSortChange: (sort: EnquirySort) => void;
}

/**
 * The cards' sort: the column and the order that the table's headers set, as two selects, since
 * cards have no headers to press. Both are plain buttons until used, as the rows' selects are.
 */
export function EnquiryCardSort({ column, direction, onSortChange }: EnquiryCardSortProps) {
  const copy = useEnquiriesMessages();
  const columnOptions = useMemo<readonly SelectOption[]>(() => {
    const labels = enquiryColumnLabels(copy);
    return enquirySortColumns.map((id) => ({ id, label: labels[id] }));
  }, [copy]);
  const directionOptions = useMemo<readonly SelectOption[]>(() => sortDirections.map((id) => ({ id, label: copy.sort[id] })), [copy]);
  return (
    <div className={styles.cardSort}>
      <DeferredSelect
        size="small"
        label={copy.sort.column}
        items={columnOptions}
        selectedKey={column}
        onSelectionChange={(key) => {
          if (isEnquirySortColumn(key) && key !== column) onSortChange({ column: key, direction });
        }}
      />
      <DeferredSelect
        size="small"
        label={copy.sort.direction}
        items={directionOptions}
        selectedKey={direction}
        onSelectionChange={(key) => {
          if (isSortDirection(key) && key !== direction) onSortChange({ column, direction: key });
        }}
      />
    </div>
  );
}
