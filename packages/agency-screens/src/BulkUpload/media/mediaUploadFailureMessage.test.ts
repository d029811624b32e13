import { AbortError, DecodeError, HttpError, NetworkError, TimeoutError } from '@marketplace/api-client';
import { en } from '@marketplace/domain';
import { describe, expect, it } from 'vitest';
import { mediaUploadFailureMessage } from './mediaUploadFailureMessage';

const request = { method: 'POST', url: 'http://property.test/api/media/upload' };

function http(status: number, statusText: string, body: unknown): HttpError {
  return new HttpError(request, { status, statusText, body });
}

describe('mediaUploadFailureMessage', () => {
  it("prefers the server's message", () => {
    expect(mediaUploadFailureMessage(http(413, 'Payload Too Large', { message: { en: 'File too large' } }))).toBe('File too large');
  });

  it("says 'Upload failed: {status} - {text}' with the answer's text, else its status text", () => {
    expect(mediaUploadFailureMessage(http(500, 'Internal Server Error', 'Disk full'))).toBe('Upload failed: 500 - Disk full');
    expect(mediaUploadFailureMessage(http(500, 'Internal Server Error', ''))).toBe('Upload failed: 500 - Internal Server Error');
    expect(mediaUploadFailureMessage(http(502, 'Bad Gateway', { error: 'x' }))).toBe('Upload failed: 502 - Bad Gateway');
    expect(mediaUploadFailureMessage(http(500, '', ''))).toBe(en.files.fileUploadFailed);
  });

  it('names a blank stored name, and any other odd answer as unexpected', () => {
    expect(mediaUploadFailureMessage(new DecodeError(request, [{ path: [], message: en.files.noFilenameReturned }], ''))).toBe(
      'No filename returned from upload',
    );
    expect(mediaUploadFailureMessage(new DecodeError(request, [{ path: [], message: 'Invalid input' }], 3))).toBe(
      en.bulkUpload.unexpectedResponse,
    );
  });

  it('uses the network and timeout messages of the screen', () => {
    expect(mediaUploadFailureMessage(new NetworkError(request))).toBe(en.bulkUpload.networkError);
    expect(mediaUploadFailureMessage(new TimeoutError(request, 300_000))).toBe(en.bulkUpload.timeout);
  });

  it('stays silent for a cancel and falls back for anything that is not an API error', () => {
    expect(mediaUploadFailureMessage(new AbortError(request))).toBeNull();
    expect(mediaUploadFailureMessage(new Error('boom'))).toBe('File upload failed');
  });
});
