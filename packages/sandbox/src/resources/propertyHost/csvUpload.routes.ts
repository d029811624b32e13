import {
  csvUploadLimits,
  describePropertyCsvFailure,
  en,
  propertyCsvColumns,
  roleIds,
  propertyCsvRowSchema,
  propertyTextMaxLengthOf,
  validateCsvHeader,
  type CsvCellIssue,
  type PropertyCsvRow,
} from '@marketplace/domain';
import { HttpResponse } from 'msw';
import { MultipartError, readUploadedFile } from '../../multipart/uploads';
import { parseCsvText, type CsvTextRow } from './csvText';
import { propertyFromCsvRow } from './csvProperty';
import type { SandboxRouteModule } from '../../handlers/buildSandboxHandlers';
import { requireSession } from '../../http/requestGuards';
import { accessDenied, agencyOf, type AgencyAccessDb } from '../agencyAccess';
import type { CsvUploaderRecord, PropertyHostDb } from './propertyHost.collections';
import { textTooLongMessage } from '../../http/textLimits';

/** Server messages of the CSV upload that the catalogue does not hold (the specs do not show them). */
export const csvUploadServerMessages = {
  agentIdRequired: 'agentId is required',
  agentNotFound: (agentId: string) => `Agent not found with id: ${agentId}`,
  invalidRows: 'Some rows could not be read. Nothing was saved.',
} as const;

/** The CSV upload's error body (docs/decisions.md): a message and the list of what is wrong. */
function csvError(status: number, message: string, errors: readonly string[] = [message]): Response {
  return HttpResponse.json({ message, errors }, { status });
}

function headerFailure(header: readonly string[]): Response | null {
  const check = validateCsvHeader(header, propertyCsvColumns);
  if (check.ok) return null;
  if (check.reason === 'missing-columns') return csvError(400, en.bulkUpload.missingColumns(check.missing), check.missing);
  return csvError(400, en.bulkUpload.wrongColumnCount(check.expected, check.found));
}

// The cell parsers put their issue code and range in the zod issue; the server words them as the screen does.
function issueText(issue: { message: string; params?: Record<string, unknown> }): string {
  const code = issue.params?.issue;
  if (typeof code !== 'string' || code === 'cell-count') return issue.message;
  const range = (key: 'min' | 'max') => (typeof issue.params?.[key] === 'number' ? (issue.params[key] as number) : undefined);
  return describePropertyCsvFailure({ ok: false, issue: code as CsvCellIssue, min: range('min'), max: range('max') });
}

// A cell holds at most what the same field of a property form may (the domain's propertyTextMaxLengths), else the common limit.
function overlongCells(record: Readonly<Record<string, string | undefined>>): string[] {
  return Object.entries(record).flatMap(([column, cell]) => {
    const max = propertyTextMaxLengthOf(column);
    return cell !== undefined && cell.length > max ? [textTooLongMessage(column, max)] : [];
  });
}

type RowsResult = { readonly rows: PropertyCsvRow[]; readonly errors: string[] };

// Rows are numbered as a spreadsheet shows them (docs/decisions.md): the file's first line is row 1
// and blank rows count, as in the screen's check.
function readRows(header: readonly string[], lines: readonly CsvTextRow[]): RowsResult {
  const rows: PropertyCsvRow[] = [];
  const errors: string[] = [];
  const columns = header.map((cell) => cell.trim());
  for (const { row, cells } of lines) {
    const record = Object.fromEntries(columns.map((column, position) => [column, cells[position]]));
    const overlong = overlongCells(record);
    if (overlong.length > 0) {
      errors.push(...overlong.map((problem) => `Row ${row}, ${problem}`));
      continue;
    }
    const parsed = propertyCsvRowSchema.safeParse(record);
    if (parsed.success) rows.push(parsed.data);
    else for (const issue of parsed.error.issues) errors.push(`Row ${row}, ${issue.path.map(String).join('.')}: ${issueText(issue)}`);
  }
  return { rows, errors };
}

/**
 * POST /api/property/upload-csv (spec 1 section 7): multipart `file` and `agentId`. The header must
 * hold the 39 template columns (400 naming the missing ones, or the count found); each row must
 * read as the template says (400 listing the faults, nothing saved); then every row becomes a
 * Pending (8) property of the agent's agency and the answer is `{ message, data: { created } }`.
 * It needs a session (401): an agency's, uploading as itself or as one of its accepted agents, or an
 * agent's, uploading as itself; an `agentId` of another agency is a 403, since the form names it.
 */
export const csvUploadRoutes: SandboxRouteModule<PropertyHostDb & AgencyAccessDb> = ({ property, db }) => [
  property.post('/api/property/upload-csv', async ({ request }) => {
    const account = requireSession(request, db.authTokens);
    if (account instanceof Response) return account;
    const agency = agencyOf(account, db);
    const uploadsAs = (uploader: CsvUploaderRecord) =>
      agency ? uploader.agencyId === agency.id : account.roleId === roleIds.AGENT && uploader.id === account.id;
    let upload: Awaited<ReturnType<typeof readUploadedFile>>;
    try {
      upload = await readUploadedFile(request, { maxBytes: csvUploadLimits.maxFileBytes });
    } catch (error) {
      if (error instanceof MultipartError) return csvError(error.status, error.message);
      throw error;
    }
    const agentId = upload.fields.agentId?.trim();
    if (!agentId) return csvError(400, csvUploadServerMessages.agentIdRequired);
    const uploader = db.csvUploaders.get(agentId);
    if (!uploader) return csvError(404, csvUploadServerMessages.agentNotFound(agentId));
    if (!uploadsAs(uploader)) return accessDenied();
    const [header, ...lines] = parseCsvText(await upload.file.text());
    if (!header) return csvError(400, en.files.csvEmpty);
    const badHeader = headerFailure(header.cells);
    if (badHeader) return badHeader;
    const { rows, errors } = readRows(header.cells, lines);
    if (errors.length > 0) return csvError(400, csvUploadServerMessages.invalidRows, errors);
    for (const row of rows) db.properties.insert(propertyFromCsvRow(db, row, { agencyId: uploader.agencyId, agentId: uploader.id }));
    return HttpResponse.json({ message: en.bulkUpload.succeeded, data: { created: rows.length } });
  }),
];
