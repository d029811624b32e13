import { en } from '@marketplace/domain';
import { Banner } from '@marketplace/ui';
import type { CsvUploadOutcome } from './csvUploadOutcome';
import { ServerErrorList } from './ServerErrorList';

/** The result panel of spec 1 section 2.2: 'Upload Successful!' or 'Upload Failed', with the server's words. */
export function CsvUploadResult({ outcome }: { outcome: CsvUploadOutcome }) {
  if (outcome.kind === 'success') {
    return (
      <Banner tone="success" title={en.bulkUpload.result.success}>
        {outcome.message}
      </Banner>
    );
  }
  return (
    <Banner tone="error" title={en.bulkUpload.result.failed}>
      {outcome.message}
      <ServerErrorList errors={outcome.errors} />
    </Banner>
  );
}
