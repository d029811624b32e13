import { en } from '@marketplace/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadErrorRows } from './downloadErrorRows';

function stubDownloads() {
  const createObjectURL = vi.fn((_: Blob) => 'blob:errors');
  const revokeObjectURL = vi.fn();
  // jsdom has no object URLs; a subclass keeps `new URL()` working and is restored after each test.
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = createObjectURL;
      static override revokeObjectURL = revokeObjectURL;
    },
  );
  const clicked: { download: string; href: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ download: this.download, href: this.href });
  });
  return { createObjectURL, revokeObjectURL, clicked };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('downloadErrorRows', () => {
  it("downloads the report's error file under the chosen file's name with '-errors'", () => {
    vi.useFakeTimers();
    const { createObjectURL, revokeObjectURL, clicked } = stubDownloads();
    const errorCsv = new Blob(['name,errors\r\n'], { type: 'text/csv' });
    downloadErrorRows({ errorCsv }, 'Dubai Listings.CSV', en.bulkUpload.validation);
    expect(createObjectURL).toHaveBeenCalledWith(errorCsv);
    expect(clicked).toEqual([{ download: 'Dubai Listings-errors.csv', href: 'blob:errors' }]);
    expect(document.querySelector('a')).toBeNull();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:errors');
  });

  it('does nothing when no row failed', () => {
    const { createObjectURL, clicked } = stubDownloads();
    downloadErrorRows({ errorCsv: null }, 'listings.csv', en.bulkUpload.validation);
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(clicked).toEqual([]);
  });
});
