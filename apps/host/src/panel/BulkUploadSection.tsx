import { BulkUpload } from '@marketplace/agency-screens/bulk-upload';

/** Bulk Upload Properties for the signed-in agency. */
export default function BulkUploadSection() {
  return <BulkUpload />;
}
