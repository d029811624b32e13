// @vitest-environment node
import { en, noStoredNameIssue, propertyCsvColumns } from '@marketplace/domain';
import { describe, expect, it } from 'vitest';
import type { UploadProgress } from '../../upload';
import { AbortError, DecodeError, HttpError, NetworkError } from '../../errors';
import { csvUploaderIdOf, uploadPropertiesCsv } from './csvUpload';
import { mediaPath, mediaUrl, storedNameDecoder, uploadMedia } from './media';
import { fetchProperties } from './properties';
import { failureOf, seed, servePropertySandbox } from './propertySandbox.testing';

const { sandbox, client } = servePropertySandbox();

const agent = seed.agentAgencyRelationships.find(({ relationship }) => relationship.status === 'ACCEPTED' && relationship.agentId != null);
if (!agent?.relationship.agentId) throw new Error('the seed needs an agent accepted by an agency');
const agentId = agent.relationship.agentId;

function csvRow(name: string): string {
  const cells: Record<string, string> = { name, amount: '1250000', landArea: '980', address: `"${name}, Business Bay, Dubai"`, isActive: 'TRUE', areaId: '1' };
  return propertyCsvColumns.map((column) => cells[column] ?? '').join(',');
}

function csvFile(lines: readonly string[]): File {
  return new File([lines.join('\r\n')], 'properties.csv', { type: 'text/csv' });
}

const validCsv = () => csvFile([propertyCsvColumns.join(','), csvRow('Bay Square Studio'), csvRow('Bay Square 1BR')]);

describe('uploadMedia', () => {
  it('stores the file, reports progress and answers its name and path; the URL serves it back', async () => {
    const progress: UploadProgress[] = [];
    const bytes = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
    const uploaded = await uploadMedia(client, { file: new File([bytes], 'Villa Front.png', { type: 'image/png' }), folder: 'property-assets' }, {
      onProgress: (step) => progress.push(step),
    });
    expect(uploaded).toEqual({ fileName: 'villa-front-1.png', path: '/api/media/villa-front-1.png' });
    expect(progress.at(-1)?.fraction).toBe(1);
    expect(sandbox.db.media.get('villa-front-1.png')?.folder).toBe('property-assets');
    const served = await fetch(mediaUrl(client, uploaded.fileName));
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  it('reads the stored name trimmed, and nothing else as a name', () => {
    expect(storedNameDecoder.safeParse(' villa-1.jpg\n')).toEqual({ success: true, data: 'villa-1.jpg' });
    expect(storedNameDecoder.safeParse(undefined).success).toBe(false);
  });

  it('builds paths with the name encoded', () => {
    expect(mediaPath('a b.png')).toBe('/api/media/a%20b.png');
    expect(mediaUrl(client, 'x.jpg')).toBe('http://property.test/api/media/x.jpg');
  });

  it("treats a blank answer as 'No filename returned from upload'", async () => {
    sandbox.faults.set('POST /api/media/upload', { status: 200, body: '  ' });
    const error = await failureOf(uploadMedia(client, { file: new File(['x'], 'a.png') }));
    expect(error).toBeInstanceOf(DecodeError);
    expect((error as DecodeError).issues[0]?.message).toBe(noStoredNameIssue);
  });

  it('passes failures on, and a cancel as AbortError', async () => {
    sandbox.faults.set('POST /api/media/upload', { status: 500, body: { message: { en: 'Storage full' } } });
    expect(await failureOf(uploadMedia(client, { file: new File(['x'], 'a.png') }))).toMatchObject({ status: 500, serverMessage: 'Storage full' });
    sandbox.faults.set('POST /api/media/upload', { networkError: true });
    expect(await failureOf(uploadMedia(client, { file: new File(['x'], 'a.png') }))).toBeInstanceOf(NetworkError);
    sandbox.faults.set('POST /api/media/upload', { never: true });
    const controller = new AbortController();
    const call = uploadMedia(client, { file: new File(['x'], 'a.png') }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect(await failureOf(call)).toBeInstanceOf(AbortError);
  });
});

describe('uploadPropertiesCsv', () => {
  it("creates one Pending property per row for the agent's agency", async () => {
    const progress: number[] = [];
    const outcome = await uploadPropertiesCsv(client, { file: validCsv(), agentId }, { onProgress: (step) => progress.push(step.fraction) });
    expect(outcome).toEqual({ message: 'File uploaded and properties saved successfully.', data: { created: 2 } });
    expect(progress.at(-1)).toBe(1);
    const page = await fetchProperties(client, { kind: 'agency', agencyId: agent.agencyId, listingStatusId: 8, name: 'Bay Square' }, { size: 50 });
    expect(page.content.map((property) => property.name).sort()).toEqual(['Bay Square 1BR', 'Bay Square Studio']);
    expect(page.content[0]).toMatchObject({ address: expect.stringContaining('Business Bay, Dubai'), amount: 1_250_000, landArea: 980, isActive: true });
    const agentsOwn = await fetchProperties(client, { kind: 'agent', agentId }, { size: 1000 });
    expect(agentsOwn.content.filter((property) => property.name?.startsWith('Bay Square'))).toHaveLength(2);
  });

  it('refuses a header with missing columns, naming them, or with the wrong count', async () => {
    const missing = await failureOf(uploadPropertiesCsv(client, { file: csvFile(['name,amount', 'Villa,100']), agentId }));
    expect(missing).toBeInstanceOf(HttpError);
    expect((missing as HttpError).serverMessage).toBe(en.bulkUpload.missingColumns(propertyCsvColumns.slice(2)));
    expect((missing as HttpError).errors).toEqual(propertyCsvColumns.slice(2));
    const extra = await failureOf(uploadPropertiesCsv(client, { file: csvFile([`${propertyCsvColumns.join(',')},extra`, `${csvRow('Villa')},x`]), agentId }));
    expect(extra).toMatchObject({ status: 400, serverMessage: 'Expected 39 columns, but found 40. Please use the template file.' });
  });

  it('reads a plain-text success and a JSON success without message', async () => {
    sandbox.faults.set('POST /api/property/upload-csv', { status: 200, body: 'Saved 2 properties' });
    expect(await uploadPropertiesCsv(client, { file: validCsv(), agentId })).toEqual({ message: 'Saved 2 properties' });
    sandbox.faults.set('POST /api/property/upload-csv', { status: 200, body: { data: { created: 2 } } });
    expect(await uploadPropertiesCsv(client, { file: validCsv(), agentId })).toEqual({ message: null, data: { created: 2 } });
    sandbox.faults.set('POST /api/property/upload-csv', { status: 200, body: '' });
    expect(await uploadPropertiesCsv(client, { file: validCsv(), agentId })).toEqual({ message: null });
    sandbox.faults.set('POST /api/property/upload-csv', { status: 200, body: { message: 42 } });
    expect(await failureOf(uploadPropertiesCsv(client, { file: validCsv(), agentId }))).toBeInstanceOf(DecodeError);
  });

  it('refuses a 200 answer that is an HTML page or JSON of another shape, instead of calling it a success', async () => {
    sandbox.faults.set('POST /api/property/upload-csv', { status: 200, body: '<!DOCTYPE html><html><body>Sign in</body></html>', headers: { 'Content-Type': 'text/html' } });
    expect(await failureOf(uploadPropertiesCsv(client, { file: validCsv(), agentId }))).toMatchObject({ kind: 'decode' });
    sandbox.faults.set('POST /api/property/upload-csv', { status: 200, body: { status: 'error' } });
    expect(await failureOf(uploadPropertiesCsv(client, { file: validCsv(), agentId }))).toBeInstanceOf(DecodeError);
  });

  it('passes failures on, and a cancel as AbortError', async () => {
    sandbox.faults.set('POST /api/property/upload-csv', { status: 500, body: { message: { en: 'Upload failed. Please try again.' } } });
    expect(await failureOf(uploadPropertiesCsv(client, { file: validCsv(), agentId }))).toMatchObject({ status: 500, serverMessage: 'Upload failed. Please try again.' });
    sandbox.faults.set('POST /api/property/upload-csv', { networkError: true });
    expect(await failureOf(uploadPropertiesCsv(client, { file: validCsv(), agentId }))).toBeInstanceOf(NetworkError);
    sandbox.faults.set('POST /api/property/upload-csv', { never: true });
    const controller = new AbortController();
    const call = uploadPropertiesCsv(client, { file: validCsv(), agentId }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect(await failureOf(call)).toBeInstanceOf(AbortError);
  });
});

describe('csvUploaderIdOf', () => {
  it("sends the profile's agent id, else an agency's own id, else nothing", () => {
    expect(csvUploaderIdOf({ id: 12, role: 'AGENT', agentId: 7 })).toBe(7);
    expect(csvUploaderIdOf({ id: 12, role: 'AGENCY', agentId: 7 })).toBe(7);
    expect(csvUploaderIdOf({ id: 12, role: 'AGENCY' })).toBe(12);
    expect(csvUploaderIdOf({ id: 12, role: 'DEVELOPER' })).toBeNull();
    expect(csvUploaderIdOf(null)).toBeNull();
  });
});
