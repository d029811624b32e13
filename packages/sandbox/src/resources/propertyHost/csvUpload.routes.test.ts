// @vitest-environment node
import { propertyCsvColumns } from '@marketplace/domain';
import { describe, expect, it } from 'vitest';
import { csvUploadServerMessages } from './csvUpload.routes';
import { call, seed, serveTestSandbox } from './propertyHostTest.testing';

const sandbox = serveTestSandbox();
const project = seed.projects[0];
const agent = seed.agentAgencyRelationships.find(({ relationship }) => relationship.status === 'ACCEPTED' && relationship.agentId != null);
const pendingOnly = seed.agentAgencyRelationships.find(
  ({ relationship }) =>
    relationship.status === 'PENDING' &&
    relationship.agentId != null &&
    !seed.agentAgencyRelationships.some((other) => other.relationship.status === 'ACCEPTED' && other.relationship.agentId === relationship.agentId),
);
if (!project || !agent?.relationship.agentId) throw new Error('the seed needs a project and an accepted agent');
// Without one, the 'agent only invited' refusal below would be checked against nobody.
if (!pendingOnly?.relationship.agentId) throw new Error('the seed needs an agent only invited');

function row(cells: Record<string, string>): string {
  return propertyCsvColumns.map((column) => cells[column] ?? '').join(',');
}

function upload(lines: readonly string[], agentId: string | null = String(agent?.relationship.agentId)) {
  const form = new FormData();
  form.set('file', new File([lines.join('\n')], 'bulk.csv', { type: 'text/csv' }));
  if (agentId !== null) form.set('agentId', agentId);
  return call('/api/property/upload-csv', { method: 'POST', body: form });
}

const header = propertyCsvColumns.join(',');
const base = { name: 'Creek Loft', amount: '1500000', landArea: '800', address: 'Dubai Creek Harbour' };

describe('POST /api/property/upload-csv', () => {
  it('turns lookup ids into references and a project id into a developer-PENDING unit', async () => {
    const response = await upload([
      header,
      row({ ...base, areaId: '1', saleTypeId: '1', propertyTypeId: '2', offeringTypeId: '99', projectIdOfThis: String(project.id), addedOnDate: '3/5/2026' }),
      row({ ...base, name: 'Standalone', propertyTypeId: '77' }),
    ]);
    expect(response.status).toBe(200);
    const stored = sandbox.db.properties.list((candidate) => candidate.address === 'Dubai Creek Harbour');
    const [unit, standalone] = stored;
    expect(unit).toMatchObject({
      agencyId: agent.agencyId,
      agentId: agent.relationship.agentId,
      area: { id: 1, name: seed.lookups.areas[0]?.name },
      saleType: { id: 1, name: 'Sale' },
      propertyType: { id: 2, name: 'Residential' },
      offeringType: { id: 99 },
      project: { id: project.id, name: project.name },
      addedOnDate: '2026-03-05',
      listingStatus: { id: 8, name: 'Pending' },
      developerApprovalStatus: 'PENDING',
      developerApprovedTime: null,
      description: null,
    });
    expect(standalone).toMatchObject({ developerApprovalStatus: 'APPROVED', propertyType: { id: 77 }, area: null, project: null, isActive: true, isSold: false, viewCount: 0 });
  });

  it("refuses rows that do not read, listing each fault by spreadsheet row, and saves nothing", async () => {
    const before = sandbox.db.properties.count();
    const response = await upload([header, row(base), row({ ...base, amount: 'lots', isActive: 'maybe', latitude: '95' })]);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: string[] };
    expect(body.message).toBe(csvUploadServerMessages.invalidRows);
    expect(body.errors).toEqual([
      'Row 3, amount: Must be a number, without commas or currency',
      'Row 3, isActive: Must be TRUE or FALSE',
      'Row 3, latitude: Must be between -90 and 90',
    ]);
    expect(sandbox.db.properties.count()).toBe(before);
  });

  it('numbers rows as the screen and a spreadsheet do when the file has blank lines, and skips emptied rows', async () => {
    const response = await upload(['', header, row(base), '', propertyCsvColumns.map(() => ' ').join(','), row({ ...base, amount: 'lots' })]);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: string[] };
    expect(body.errors).toEqual(['Row 6, amount: Must be a number, without commas or currency']);
  });

  it('refuses an upload without agentId, an unknown agent, an agent only invited, or an empty file', async () => {
    const missing = await upload([header, row(base)], null);
    expect(await missing.json()).toEqual({ message: 'agentId is required', errors: ['agentId is required'] });
    const unknown = await upload([header, row(base)], '987654321');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Agent not found with id: 987654321', errors: ['Agent not found with id: 987654321'] });
    expect((await upload([header, row(base)], String(pendingOnly.relationship.agentId))).status).toBe(404);
    const empty = await upload(['', '']);
    expect(await empty.json()).toEqual({ message: 'File cannot be empty', errors: ['File cannot be empty'] });
  });

  it("accepts an agency's own id as the uploader", async () => {
    const response = await upload([header, row(base)], String(seed.demoAgency.id));
    expect(await response.json()).toEqual({ message: 'File uploaded and properties saved successfully.', data: { created: 1 } });
    expect(sandbox.db.properties.find((candidate) => candidate.name === 'Creek Loft')?.agencyId).toBe(seed.demoAgency.id);
  });

  it('answers a body that is not multipart in the CSV error shape', async () => {
    const response = await call('/api/property/upload-csv', { method: 'POST', body: { file: 'x' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Expected a multipart/form-data body', errors: ['Expected a multipart/form-data body'] });
  });
});
