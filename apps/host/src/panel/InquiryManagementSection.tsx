import { InquiryManagement } from '@marketplace/agency-screens/inquiry-management';
import { useUrlQueryLocation } from './useUrlQueryLocation';

/** Inquiry Management with its search, filter, sort and open dialog kept in the URL. */
export default function InquiryManagementSection() {
  return <InquiryManagement location={useUrlQueryLocation()} />;
}
