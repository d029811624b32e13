import { AdminReviewed } from '@marketplace/agency-screens/admin-reviewed';
import { propertyEditHref } from './propertyEditHref';
import { useUrlQueryLocation } from './useUrlQueryLocation';

/** AdminReviewed Properties with its tab, search and page kept in the URL; Edit opens the property form's section. */
export default function AdminReviewedSection() {
  return <AdminReviewed location={useUrlQueryLocation()} editHrefFor={propertyEditHref} />;
}
