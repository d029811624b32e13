import { DeveloperReviewed } from '@marketplace/agency-screens/developer-reviewed';
import { propertyEditHref } from './propertyEditHref';
import { useUrlQueryLocation } from './useUrlQueryLocation';

/** DeveloperReviewed Properties with its tab, search and page kept in the URL; Edit opens the property form's section. */
export default function DeveloperReviewedSection() {
  return <DeveloperReviewed location={useUrlQueryLocation()} editHrefFor={propertyEditHref} />;
}
