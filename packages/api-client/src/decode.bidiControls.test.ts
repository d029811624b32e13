// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { createApiClient } from './client';
import { HttpError } from './errors';

const property = 'https://property.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createApiClient({ propertyBaseUrl: property, accountsBaseUrl: 'https://accounts.test', getToken: () => null });
const review = z.object({ author: z.string(), comment: z.string() });

describe('text from the server without bidi controls', () => {
  it('decodes a JSON answer with no embedding, override or isolate control left in its strings', async () => {
    // An override reverses what follows it: 'moc.liame' would read as 'email.com'.
    const body = '{"author":"Sara\u202E moc.liame","comment":"Great\\u2066 agency\\u2069"}';
    server.use(http.get(`${property}/api/review`, () => new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } })));
    const answer = await client.request({ host: 'property', method: 'GET', path: '/api/review', schema: review });
    expect(answer).toEqual({ author: 'Sara moc.liame', comment: 'Great agency' });
  });

  it('reads a text answer and an error body without them too', async () => {
    server.use(
      http.get(`${property}/api/note`, () => HttpResponse.text('Call \u202Eback')),
      http.get(`${property}/api/broken`, () => HttpResponse.json({ message: 'No \u202Dway' }, { status: 400 })),
    );
    expect(await client.request({ host: 'property', method: 'GET', path: '/api/note', responseType: 'text', schema: z.string() })).toBe('Call back');
    const error = await client.request({ host: 'property', method: 'GET', path: '/api/broken', schema: z.unknown() }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).body).toEqual({ message: 'No way' });
  });
});
