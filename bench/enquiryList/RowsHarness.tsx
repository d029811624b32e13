// The list alone: the table of one page of rows, as the view renders it, for timing a list's first render apart from the screen around it.
import { EnquiryTable } from '../../packages/agency-screens/src/InquiryManagement/components/EnquiryTable';
import { enquiryPageSize } from '../../packages/agency-screens/src/InquiryManagement/useEnquiryPage';
import { dateText } from '../../packages/agency-screens/src/shared/intlFormats';
import { defaultEnquiryViewState, sortEnquiries, type Enquiry } from '@marketplace/domain';

const ignore = () => undefined;
// The view's default: medium date and short time in the page's locale (here the browser's, as without an I18nProvider).
const formatDate = dateText(new Intl.DateTimeFormat().resolvedOptions().locale, 'dateTime');

/** The first page of rows in the default order, sorted before the clock starts. */
export function firstPage(enquiries: readonly Enquiry[]): readonly Enquiry[] {
  return sortEnquiries(enquiries, defaultEnquiryViewState.sort).slice(0, enquiryPageSize);
}

export function RowsHarness({ rows }: { rows: readonly Enquiry[] }) {
  const { column, direction } = defaultEnquiryViewState.sort;
  return (
    <EnquiryTable
      enquiries={rows}
      sortColumn={column}
      sortDirection={direction}
      onSortChange={ignore}
      onStatusChange={ignore}
      onOpen={ignore}
      formatDate={formatDate}
    />
  );
}
