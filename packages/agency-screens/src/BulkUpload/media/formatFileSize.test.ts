import { en } from '@marketplace/domain';
import { describe, expect, it } from 'vitest';
import { numberText } from '../../shared/intlFormats';
import { formatFileSize } from './formatFileSize';

const sizes = en.bulkUpload.media.sizes;

describe('formatFileSize', () => {
  it('shows bytes, whole kilobytes and megabytes to one decimal', () => {
    expect(formatFileSize(0, sizes)).toBe('0 B');
    expect(formatFileSize(1023, sizes)).toBe('1023 B');
    expect(formatFileSize(1024, sizes)).toBe('1 KB');
    expect(formatFileSize(151_552, sizes)).toBe('148 KB');
    expect(formatFileSize(2_516_582, sizes)).toBe('2.4 MB');
    expect(formatFileSize(10 * 1024 * 1024, sizes)).toBe('10 MB');
  });

  it("writes the megabytes with the number format it is given (the page locale's)", () => {
    expect(formatFileSize(2_516_582, sizes, numberText('ar-AE', 'oneDecimal'))).toBe('2.4 MB');
    expect(formatFileSize(2_516_582, sizes, numberText('de-DE', 'oneDecimal'))).toBe('2,4 MB');
  });

  it('shows a size that rounds up to 1024 KB as megabytes', () => {
    expect(formatFileSize(1023 * 1024, sizes)).toBe('1023 KB');
    expect(formatFileSize(1024 * 1024 - 1, sizes)).toBe('1 MB');
  });
});
