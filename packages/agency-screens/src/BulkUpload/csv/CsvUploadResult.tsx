import { Banner } from '@marketplace/ui';
import type { CsvUploadOutcome } from './csvUploadOutcome';
import { ServerErrorList } from './ServerErrorList';
import { useBulkUploadMessages } from '../../messages';

/**
 * The result panel of spec 1 section 2.2: 'Upload Successful!' or 'Upload Failed', with the server's
 * words; a cancel is 'Upload Cancelled' with 'Upload was cancelled.', since nothing failed.
 */
export function CsvUploadResult({ outcome }: { outcome: CsvUploadOutcome }) {
  const bulkUploadMessages = useBulkUploadMessages();
  if (outcome.kind === 'cancelled') {
    return (
      <Banner tone="info" title={bulkUploadMessages.result.cancelled}>
        {outcome.message}
      </Banner>
    );
  }
  if (outcome.kind === 'success') {
    return (
      <Banner tone="success" title={bulkUploadMessages.result.success}>
        {outcome.message}
      </Banner>
    );
  }
  return (
    <Banner tone="error" title={bulkUploadMessages.result.failed}>
      {outcome.message}
      <ServerErrorList errors={outcome.errors} />
    </Banner>
  );
}
