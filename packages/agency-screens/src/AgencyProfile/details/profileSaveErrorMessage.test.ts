import { HttpError, NetworkError } from '@marketplace/api-client';
import { describe, expect, it } from 'vitest';
import { profileSaveErrorMessage } from './profileSaveErrorMessage';

const request = { method: 'PUT', url: 'http://accounts.test/api/profile' };

describe('profileSaveErrorMessage', () => {
  it("shows the server's message.en", () => {
    const error = new HttpError(request, { status: 400, statusText: 'Bad Request', body: { message: { en: 'Unknown service area: 999' } } });
    expect(profileSaveErrorMessage(error)).toBe('Unknown service area: 999');
  });

  it('shows the status when the server sent no message', () => {
    const error = new HttpError(request, { status: 502, statusText: 'Bad Gateway', body: '' });
    expect(profileSaveErrorMessage(error)).toBe('Failed to update profile: 502');
  });

  it('shows the generic message for a network failure or anything else', () => {
    expect(profileSaveErrorMessage(new NetworkError(request, new TypeError('Failed to fetch')))).toBe('An error occurred while saving changes');
    expect(profileSaveErrorMessage(new Error('bug'))).toBe('An error occurred while saving changes');
  });
});
