import { bytesPerMegabyte, type Messages } from '@marketplace/domain';
import { numberText } from '../../shared/intlFormats';

const bytesPerKilobyte = 1024;

/**
 * A file size for people: '512 B', '148 KB', '2.4 MB'. Counted in 1024s like the upload limits
 * (docs/decisions.md, 'File sizes'), so a file shown as '10 MB' is one the 10 MB limit takes.
 * `oneDecimal` writes the megabytes in the page's locale (`useNumberText('oneDecimal')`).
 */
export function formatFileSize(
  bytes: number,
  sizes: Messages['bulkUpload']['media']['sizes'],
  oneDecimal: (value: number) => string = numberText('en', 'oneDecimal'),
): string {
  if (bytes < bytesPerKilobyte) return sizes.bytes(String(Math.max(0, Math.round(bytes))));
  const kilobytes = Math.round(bytes / bytesPerKilobyte);
  // 1023.6 KB would read '1024 KB': a size that rounds up to a megabyte is shown in megabytes.
  if (kilobytes < bytesPerKilobyte) return sizes.kilobytes(String(kilobytes));
  return sizes.megabytes(oneDecimal(bytes / bytesPerMegabyte));
}
