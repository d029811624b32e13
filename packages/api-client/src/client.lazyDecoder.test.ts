// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { createApiClient } from './client';
import { lazyDecoder, type Decoder } from './decode';
import { ApiError, DecodeError, HttpError, NetworkError } from './errors';
import { listAgencyAgents } from './resources/teamAndAgents/agentAgencyRelationships';
import { fetchProperties } from './resources/property/properties';

const property = 'https://property.test';
const itemSchema = z.object({ id: z.number(), name: z.string() });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createApiClient({ propertyBaseUrl: property, accountsBaseUrl: property, getToken: () => 'tok-1' });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('request with a lazy decoder', () => {
  it('starts loading the decoder as the call goes out, before the answer, and decodes with it', async () => {
    const load = vi.fn(() => Promise.resolve<Decoder<z.infer<typeof itemSchema>>>(itemSchema));
    const loadsWhenAnswered: number[] = [];
    server.use(
      http.get(`${property}/api/x`, () => {
        loadsWhenAnswered.push(load.mock.calls.length);
        return HttpResponse.json({ id: 1, name: 'a', extra: true });
      }),
    );
    await expect(client.request({ host: 'property', method: 'GET', path: '/api/x', schema: lazyDecoder(load) })).resolves.toEqual({ id: 1, name: 'a' });
    expect(loadsWhenAnswered).toEqual([1]);
  });

  it('is a DecodeError with the schema issues when the body has the wrong shape', async () => {
    server.use(http.get(`${property}/api/x`, () => HttpResponse.json({ id: 'one', name: 'a' })));
    const error = await failure(client.request({ host: 'property', method: 'GET', path: '/api/x', schema: lazyDecoder(() => Promise.resolve(itemSchema)) }));
    expect(error).toBeInstanceOf(DecodeError);
    expect((error as DecodeError).issues[0]?.path).toEqual(['id']);
  });

  it('is the HttpError of a failed answer even when the decoder could not load', async () => {
    server.use(http.get(`${property}/api/x`, () => HttpResponse.json({ message: { en: 'Not found' } }, { status: 404 })));
    const decoder = lazyDecoder<unknown>(() => Promise.reject(new Error('chunk missing')));
    const error = await failure(client.request({ host: 'property', method: 'GET', path: '/api/x', schema: decoder }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, message: 'Not found' });
  });

  it('is a NetworkError, with the loading failure as its cause, when a good answer finds no decoder', async () => {
    server.use(http.get(`${property}/api/x`, () => HttpResponse.json({ id: 1, name: 'a' })));
    const cause = new Error('Failed to fetch dynamically imported module');
    const error = await failure(client.request({ host: 'property', method: 'GET', path: '/api/x', schema: lazyDecoder<unknown>(() => Promise.reject(cause)) }));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.cause).toBe(cause);
  });
});

describe('resources decoding with the domain schemas loaded on demand', () => {
  it('refuses a property page whose items have the wrong shape', async () => {
    server.use(http.get(`${property}/api/property/search`, () => HttpResponse.json({ content: [{ id: 'seven' }], number: 0, totalPages: 1, totalElements: 1 })));
    const error = await failure(fetchProperties(client, { kind: 'agency', agencyId: 1 }));
    expect(error).toBeInstanceOf(DecodeError);
    expect((error as DecodeError).issues[0]?.path.slice(0, 2)).toEqual(['content', 0]);
  });

  it('refuses an agent-agency page that is not wrapped in data', async () => {
    server.use(http.get(`${property}/api/admin/agent_agency_rs/agency/1`, () => HttpResponse.json({ content: [], number: 0, totalPages: 0, totalElements: 0 })));
    const error = await failure(listAgencyAgents(client, { agencyId: 1, status: 'ACCEPTED' }));
    expect(error).toBeInstanceOf(DecodeError);
    expect((error as DecodeError).issues[0]?.path).toEqual(['data']);
  });
});
