import { csvUploadLimits, readCsvUploadAnswer, type SessionProfile } from '@marketplace/domain';
import type { ApiClient } from '../../client';
import type { Decoder } from '../../decode';
import type { PropertyUploadOptions } from './media';

/** What the bulk upload sends (spec 1 section 7). */
export interface CsvUploadInput {
  readonly file: Blob;
  readonly agentId: number | string;
}

/** A successful bulk upload: the server's message and its `data`, if any. */
export interface CsvUploadOutcome {
  /** The server's words, trimmed; null when it sent none (the screen then says its own success message). */
  readonly message: string | null;
  readonly data?: unknown;
}

/**
 * Reads the success answer by the domain's rule (`readCsvUploadAnswer`): JSON `{ message, data }` or
 * plain text (spec 1 section 7). A missing or blank message is null: the screen says 'File uploaded
 * and properties saved successfully.' in its own locale. Anything else answered with 200 (an HTML
 * page, JSON of another shape) is a `DecodeError`, which the screen reports as 'Unexpected Error'.
 */
export const csvUploadOutcomeDecoder: Decoder<CsvUploadOutcome> = {
  safeParse: (input) => {
    const answer = readCsvUploadAnswer(input);
    if (!answer.ok) return { success: false, error: { issues: [{ code: 'custom', path: [], message: "Not the CSV upload's answer" }] } };
    const { message, data } = answer;
    return { success: true, data: { message, ...(data === undefined ? {} : { data }) } };
  },
};

/**
 * POST /api/property/upload-csv: multipart `file` and `agentId`, a 300,000 ms timeout, progress and
 * cancel (spec 1 section 7). A refusal is an `HttpError` whose `serverMessage` and `errors` carry the
 * server's `{ message, errors }`.
 */
export function uploadPropertiesCsv(client: ApiClient, input: CsvUploadInput, options: PropertyUploadOptions = {}): Promise<CsvUploadOutcome> {
  return client.upload({
    host: 'property',
    path: '/api/property/upload-csv',
    fields: { file: input.file, agentId: input.agentId },
    schema: csvUploadOutcomeDecoder,
    responseType: 'jsonOrText',
    timeoutMs: csvUploadLimits.uploadTimeoutMs,
    signal: options.signal,
    onProgress: options.onProgress,
  });
}

/**
 * Whose id a bulk upload sends as `agentId` (docs/decisions.md): the stored profile's agent id,
 * else, for an agency uploading its own listings, the agency's id; null when there is neither, and
 * the screen then says 'Agent profile not found...' (spec 1 section 5).
 */
export function csvUploaderIdOf(profile: Pick<SessionProfile, 'id' | 'role' | 'agentId'> | null): number | null {
  if (!profile) return null;
  return profile.agentId ?? (profile.role === 'AGENCY' ? profile.id : null);
}
