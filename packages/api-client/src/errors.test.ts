import { describe, expect, it } from 'vitest';
import { AbortError, ApiError, DecodeError, HttpError, NetworkError, TimeoutError, isApiError, readServerMessage } from './errors';

const request = { method: 'GET', url: 'https://p.example/api/x' };

describe('readServerMessage', () => {
  it('reads message.en, else a string message', () => {
    expect(readServerMessage({ message: { en: 'Invalid email or password' } })).toBe('Invalid email or password');
    expect(readServerMessage({ message: 'Invalid CSV', errors: ['Row 2: name is required'] })).toBe('Invalid CSV');
  });

  it('finds nothing in bodies without a usable message', () => {
    expect(readServerMessage(undefined)).toBeUndefined();
    expect(readServerMessage('Bad Gateway')).toBeUndefined();
    expect(readServerMessage(['x'])).toBeUndefined();
    expect(readServerMessage({ message: { ar: 'خطأ' } })).toBeUndefined();
    expect(readServerMessage({ message: '  ' })).toBeUndefined();
    expect(readServerMessage({ error: 'x' })).toBeUndefined();
  });
});

describe('HttpError', () => {
  it('carries status, the server message and its errors list', () => {
    const error = new HttpError(request, {
      status: 400,
      statusText: 'Bad Request',
      body: { message: 'Invalid CSV', errors: ['Row 2: name is required', 7] },
    });
    expect(error).toMatchObject({ kind: 'http', status: 400, statusText: 'Bad Request', message: 'Invalid CSV', serverMessage: 'Invalid CSV' });
    expect(error.errors).toEqual(['Row 2: name is required']);
    expect(error.method).toBe('GET');
    expect(error.url).toBe(request.url);
  });

  it('falls back to a status message when the server sent none', () => {
    const error = new HttpError(request, { status: 502, statusText: 'Bad Gateway', body: 'upstream down' });
    expect(error.message).toBe('Request failed with status 502');
    expect(error.serverMessage).toBeUndefined();
    expect(error.errors).toEqual([]);
    expect(error.body).toBe('upstream down');
  });
});

describe('the other errors', () => {
  it('have their kind and no status, and are ApiErrors', () => {
    const errors = [new NetworkError(request), new TimeoutError(request, 50), new AbortError(request), new DecodeError(request, [], null)];
    expect(errors.map((error) => [error.kind, error.status])).toEqual([
      ['network', undefined],
      ['timeout', undefined],
      ['abort', undefined],
      ['decode', undefined],
    ]);
    expect(errors.every((error) => error instanceof ApiError && isApiError(error))).toBe(true);
    expect(isApiError(new Error('bug'))).toBe(false);
  });

  it('keep decode issues out of the message and summarise at most three with their paths', () => {
    const issue = (path: PropertyKey[], message: string) => ({ path, message });
    const error = new DecodeError(
      request,
      [issue(['content', 0, 'id'], 'Expected number'), issue([], 'Bad'), issue(['a'], 'x'), issue(['b'], 'y')],
      {},
    );
    expect(error.message).toBe('Unexpected response body');
    expect(error.summary).toBe('content.0.id: Expected number; Bad; a: x (+1 more)');
    expect(error.issues).toHaveLength(4);
  });
});
