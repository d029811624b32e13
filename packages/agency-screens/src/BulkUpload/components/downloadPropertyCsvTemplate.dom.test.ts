import { createPropertyCsvRowChecker, propertyCsvColumns } from '@marketplace/domain';
import Papa from 'papaparse';
import { describe, expect, it, vi } from 'vitest';
import { downloadPropertyCsvTemplate } from './downloadPropertyCsvTemplate';

function captureDownloads() {
  const blobs: Blob[] = [];
  const createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:template-${blobs.length}`;
  });
  const revokeObjectURL = vi.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  const clicks: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this);
  });
  return { blobs, clicks, revokeObjectURL };
}

async function bytesOf(blob: Blob | undefined): Promise<Uint8Array> {
  if (!blob) throw new Error('no file was downloaded');
  return new Uint8Array(await blob.arrayBuffer());
}

describe('downloadPropertyCsvTemplate', () => {
  it('downloads the new template as new-properties-template.csv, as UTF-8 CSV with one byte-order mark', async () => {
    const { blobs, clicks, revokeObjectURL } = captureDownloads();

    expect(downloadPropertyCsvTemplate('new', [501, 502])).toEqual({ fileName: 'new-properties-template.csv' });

    expect(clicks).toHaveLength(1);
    expect(clicks[0]?.download).toBe('new-properties-template.csv');
    expect(clicks[0]?.href).toBe('blob:template-1');
    expect(clicks[0]?.isConnected).toBe(false);
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    const bytes = await bytesOf(blobs[0]);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect([...bytes.slice(3, 6)]).not.toEqual([0xef, 0xbb, 0xbf]);
    await vi.waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:template-1'));
  });

  it('writes rows that papaparse reads back as the 39 columns and 3 checked rows, with the project ids', async () => {
    const { blobs, clicks } = captureDownloads();

    expect(downloadPropertyCsvTemplate('project', [501, 502, 503])).toEqual({ fileName: 'project-properties-template.csv' });

    expect(clicks[0]?.download).toBe('project-properties-template.csv');
    // TextDecoder drops the byte-order mark, as a spreadsheet app reading UTF-8 does.
    const text = new TextDecoder().decode(await bytesOf(blobs[0]));
    const { data, errors } = Papa.parse<string[]>(text, { skipEmptyLines: true });
    expect(errors).toEqual([]);
    const [header = [], ...rows] = data;
    expect(header).toEqual([...propertyCsvColumns]);
    expect(rows).toHaveLength(3);
    const projectColumn = header.indexOf('projectIdOfThis');
    expect(rows.map((row) => row[projectColumn])).toEqual(['501', '502', '503']);
    const check = createPropertyCsvRowChecker(header);
    const problems: number[] = [];
    for (const row of rows) check(row, (index) => problems.push(index));
    expect(problems).toEqual([]);
    expect(text).toContain('شقة بثلاث غرف نوم في جزيرة الريم');
  });

  it('leaves the project column empty when no approved project ids are known', async () => {
    const { blobs } = captureDownloads();

    downloadPropertyCsvTemplate('project');

    const text = new TextDecoder().decode(await bytesOf(blobs[0]));
    const [header = [], ...rows] = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    const projectColumn = header.indexOf('projectIdOfThis');
    expect(rows.map((row) => row[projectColumn])).toEqual(['', '', '']);
  });
});
