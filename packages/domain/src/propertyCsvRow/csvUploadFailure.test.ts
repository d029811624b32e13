import { describe, expect, it } from 'vitest';
import { csvUploadBlockerNotice, csvUploadFailure } from './csvUploadFailure';

describe('csvUploadFailure', () => {
  it('words a lost connection for the modal and, shorter, for the panel', () => {
    expect(csvUploadFailure({ kind: 'network' })).toEqual({
      title: 'Upload Failed',
      message: 'Network error: Unable to connect to server. Please check your internet connection and try again.',
      panelMessage: 'Unable to connect to the server. Please check your internet connection and try again.',
      errors: [],
      cancelled: false,
    });
  });

  it('words the timeout and the cancel', () => {
    expect(csvUploadFailure({ kind: 'timeout' })).toMatchObject({
      title: 'Upload Failed',
      message: 'Upload request timed out. Please try again with a smaller file or check your internet connection.',
    });
    expect(csvUploadFailure({ kind: 'abort' })).toMatchObject({ message: 'Upload was cancelled.', cancelled: true });
  });

  it('gives an unreadable answer the Unexpected Error title', () => {
    expect(csvUploadFailure({ kind: 'decode' })).toMatchObject({ title: 'Unexpected Error', message: 'Unexpected error processing server response' });
  });

  it('passes the server message and its errors list through', () => {
    expect(csvUploadFailure({ kind: 'http', status: 400, serverMessage: 'Missing required columns: roi', errors: ['roi'] })).toMatchObject({
      title: 'Upload Failed',
      message: 'Missing required columns: roi',
      panelMessage: 'Missing required columns: roi',
      errors: ['roi'],
    });
  });

  it('falls back to the default when the server says nothing', () => {
    expect(csvUploadFailure({ kind: 'http', status: 500 })).toMatchObject({ message: 'Upload failed. Please try again.', errors: [] });
    expect(csvUploadFailure({ kind: 'http', status: 502, serverMessage: '' })).toMatchObject({ message: 'Upload failed. Please try again.' });
  });

  it('treats a refused token as an authentication error', () => {
    expect(csvUploadFailure({ kind: 'http', status: 401 })).toMatchObject({
      title: 'Authentication Error',
      message: 'Authentication required. Please log in again.',
    });
    expect(csvUploadFailure({ kind: 'http', status: 401, serverMessage: 'Invalid or expired token' })).toMatchObject({ message: 'Invalid or expired token' });
  });

  it('calls anything else unexpected', () => {
    expect(csvUploadFailure(new Error('boom'))).toMatchObject({ title: 'Unexpected Error', message: 'Upload failed. Please try again.' });
    expect(csvUploadFailure(null)).toMatchObject({ title: 'Unexpected Error' });
  });
});

describe('csvUploadBlockerNotice', () => {
  it('words each reason an upload cannot start', () => {
    expect(csvUploadBlockerNotice('no-file')).toEqual({ title: 'File Selection Error', message: 'Please select a file' });
    expect(csvUploadBlockerNotice('no-token')).toEqual({ title: 'Authentication Error', message: 'Authentication required. Please log in again.' });
    expect(csvUploadBlockerNotice('no-agent')).toEqual({
      title: 'Profile Error',
      message: 'Agent profile not found. Please refresh the page and try again.',
    });
  });
});
