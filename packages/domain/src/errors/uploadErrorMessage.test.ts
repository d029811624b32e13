import { describe, expect, it } from 'vitest';
import { en } from '../messages/messages';
import { noStoredNameIssue } from './decodeIssues';
import { decodeFailure, httpFailure, kindFailure } from './errorFakes.testing';
import { additionalMediaUploadErrorMessage, mediaUploadErrorMessage, profileImageErrorMessage } from './uploadErrorMessage';

const media = (error: unknown) => mediaUploadErrorMessage(error, en);
const profileImage = (error: unknown) => profileImageErrorMessage(error, en);

describe('mediaUploadErrorMessage', () => {
  it("prefers the server's message", () => {
    expect(media(httpFailure(413, 'Payload Too Large', { message: { en: 'File too large' } }, 'File too large'))).toBe('File too large');
  });

  it("says 'Upload failed: {status} - {text}' with the answer's text, else its status text", () => {
    expect(media(httpFailure(500, 'Internal Server Error', 'Disk full'))).toBe('Upload failed: 500 - Disk full');
    expect(media(httpFailure(500, 'Internal Server Error', ''))).toBe('Upload failed: 500 - Internal Server Error');
    expect(media(httpFailure(502, 'Bad Gateway', { error: 'x' }))).toBe('Upload failed: 502 - Bad Gateway');
    expect(media(httpFailure(500, '', ''))).toBe(en.files.fileUploadFailed);
  });

  it('names a blank stored name, and any other odd answer as unexpected', () => {
    expect(media(decodeFailure([noStoredNameIssue], ''))).toBe('No filename returned from upload');
    expect(media(decodeFailure(['Invalid input'], 3))).toBe(en.bulkUpload.unexpectedResponse);
  });

  it('uses the network and timeout messages of the screen', () => {
    expect(media(kindFailure('network'))).toBe(en.bulkUpload.networkError);
    expect(media(kindFailure('timeout'))).toBe(en.bulkUpload.timeout);
  });

  it('stays silent for a cancel and falls back for anything that is not an API error', () => {
    expect(media(kindFailure('abort'))).toBeNull();
    expect(media(new Error('boom'))).toBe('File upload failed');
  });
});

describe('profileImageErrorMessage', () => {
  it("gives the server's message, else the status and the answer's text", () => {
    expect(profileImage(httpFailure(413, 'Payload Too Large', {}, 'Image too large'))).toBe('Image too large');
    expect(profileImage(httpFailure(500, 'Internal Server Error', ''))).toBe('Upload failed: 500 - Internal Server Error');
    expect(profileImage(httpFailure(500, '', ''))).toBe(en.files.uploadFailed);
  });

  it("names a blank stored name, and says 'Upload failed' for any other odd answer", () => {
    expect(profileImage(decodeFailure([noStoredNameIssue], ''))).toBe(en.files.noFilenameReturned);
    expect(profileImage(decodeFailure(['Invalid input'], 3))).toBe(en.files.uploadFailed);
  });

  it("uses the screen's network text, the timeout text, and nothing for a cancel", () => {
    expect(profileImage(kindFailure('network'))).toBe(en.bulkUpload.networkErrorScreen);
    expect(profileImage(kindFailure('timeout'))).toBe(en.bulkUpload.timeout);
    expect(profileImage(kindFailure('abort'))).toBeNull();
    expect(profileImage(new Error('boom'))).toBe(en.files.uploadFailed);
  });
});

describe('additionalMediaUploadErrorMessage', () => {
  it("says 'Upload failed' with the server's words when it has them, and nothing for a removed file's cancel", () => {
    expect(additionalMediaUploadErrorMessage(httpFailure(500, '', ''), en)).toBe('Upload failed');
    expect(additionalMediaUploadErrorMessage(httpFailure(413, 'Payload Too Large', {}, 'File too large'), en)).toBe('File too large');
    expect(additionalMediaUploadErrorMessage(kindFailure('network'), en)).toBe(en.bulkUpload.networkErrorScreen);
    expect(additionalMediaUploadErrorMessage(kindFailure('abort'), en)).toBeNull();
  });
});
