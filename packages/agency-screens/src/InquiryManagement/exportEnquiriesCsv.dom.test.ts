import { csvSafeCell, enquiryCsvHeader } from '@marketplace/domain';
import { createEnquiry, createSeededRandom } from '@marketplace/domain/fixtures';
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enquiriesCsvText, exportEnquiriesCsv } from './exportEnquiriesCsv';

function enquiries() {
  const random = createSeededRandom(7);
  const first = { ...createEnquiry(random, { id: 41 }), name: 'Fatima "Fay" Al Mansoori', note: 'Line one\nline two, with a comma', status: 'IN_PROGRESS' as const };
  const second = { ...createEnquiry(random, { id: 42 }), note: '=HYPERLINK("http://evil")', phone: '+971 50 123 4567', propertyId: 310, projectId: null };
  return [first, second];
}

afterEach(() => vi.restoreAllMocks());

describe('enquiriesCsvText', () => {
  it('writes the header and one row per enquiry shown, in order, that parse back to the same cells', async () => {
    const [first, second] = enquiries();
    const text = await enquiriesCsvText([first!, second!]);
    const { data } = Papa.parse<string[]>(text.trimEnd(), { skipEmptyLines: true });
    expect(data[0]).toEqual([...enquiryCsvHeader]);
    expect(data).toHaveLength(3);
    expect(data[1]).toEqual([
      String(first!.id),
      'Fatima "Fay" Al Mansoori',
      first!.email,
      csvSafeCell(first!.phone ?? ''),
      'In Progress',
      first!.message ?? '',
      'Line one\nline two, with a comma',
      first!.createdAt,
      first!.propertyId == null ? '' : String(first!.propertyId),
      first!.projectId == null ? '' : String(first!.projectId),
    ]);
    // A formula is neutralised, and so is a phone number's leading + (a spreadsheet would compute it).
    expect(data[2]?.[6]).toBe('\'=HYPERLINK("http://evil")');
    expect(data[2]?.[3]).toBe("'+971 50 123 4567");
    expect(data[2]?.slice(8)).toEqual(['310', '']);
    expect(text).toContain('\r\n');
  });

  it('writes only the header when nothing is shown', async () => {
    expect((await enquiriesCsvText([])).trim()).toBe(enquiryCsvHeader.join(','));
  });
});

describe('exportEnquiriesCsv', () => {
  it('downloads the CSV as inquiries-<date>.csv with a UTF-8 byte-order mark', async () => {
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:inquiries';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });

    await exportEnquiriesCsv(enquiries(), new Date(2026, 10, 22, 9, 30));

    expect(clicks).toHaveLength(1);
    expect(clicks[0]?.download).toBe('inquiries-2026-11-22.csv');
    expect(clicks[0]?.href).toBe('blob:inquiries');
    expect(clicks[0]?.isConnected).toBe(false);
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain(enquiryCsvHeader.join(','));
  });
});
