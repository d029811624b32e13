import { describe, expect, it } from 'vitest';
import { csvUploadFailure } from './csvUploadFailure';

// Found by errors/errorReaders.fuzz.test.ts: fields of the wrong type went through as they were, so
// the errors list could be a number or Error objects (an AggregateError's) and the message a number.
describe('csvUploadFailure with fields of the wrong type', () => {
  it('lists no errors when `errors` is not a list, and only the text ones of a list', () => {
    expect(csvUploadFailure({ kind: 'http', errors: 0 })).toMatchObject({ message: 'Upload failed. Please try again.', errors: [] });
    expect(csvUploadFailure({ kind: 'http', status: 400, errors: ['roi', 7, null, { row: 2 }] }).errors).toEqual(['roi']);
    expect(csvUploadFailure(Object.assign(new AggregateError([new Error('a')]), { kind: 'http' })).errors).toEqual([]);
  });

  it('says its own message when the server message is not text or is blank', () => {
    expect(csvUploadFailure({ kind: 'http', status: 400, serverMessage: 5 }).message).toBe('Upload failed. Please try again.');
    expect(csvUploadFailure({ kind: 'http', status: 401, serverMessage: '   ' }).message).toBe('Authentication required. Please log in again.');
  });
});
