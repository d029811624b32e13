import type { EnquirySortColumn } from '@marketplace/domain';
import type { useEnquiriesMessages } from '../../messages';

/** A column of the enquiry list: the sortable ones and Actions. */
export type EnquiryColumnId = EnquirySortColumn | 'actions';

/** Each column's label, as the table's headers and the cards' sort control show it. */
export function enquiryColumnLabels(copy: ReturnType<typeof useEnquiriesMessages>): Record<EnquiryColumnId, string> {
  return { ...copy.columns, createdAt: copy.columns.created };
}
