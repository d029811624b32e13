// @vitest-environment node
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { createApiClient, type ApiClientOptions } from './client';
import { ApiError, DecodeError, HttpError } from './errors';

const property = 'https://property.test';
const accounts = 'https://accounts.test';
const itemSchema = z.object({ id: z.number(), name: z.string() });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function client(overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({ propertyBaseUrl: property, accountsBaseUrl: `${accounts}/`, getToken: () => 'tok-1', ...overrides });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('request', () => {
  it('sends to the right host with the bearer token and encoded query, and decodes the answer', async () => {
    const search = 'accLoginId==12 and status==APPROVED and email==*a b*';
    server.use(
      http.get(`${accounts}/api/auth/common/reviews`, ({ request }) => {
        const url = new URL(request.url);
        return HttpResponse.json({
          id: 1,
          name: `${url.searchParams.get('search')}|${url.searchParams.get('page')}|${request.headers.get('authorization')}`,
          extra: true,
        });
      }),
    );
    const answer = await client().request({
      host: 'accounts',
      method: 'GET',
      path: '/api/auth/common/reviews',
      query: { search, page: 0, size: undefined },
      schema: itemSchema,
    });
    expect(answer).toEqual({ id: 1, name: `${search}|0|Bearer tok-1` });
  });

  it('sends no Authorization header without a token or with auth: false', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${property}/api/x`, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ id: 1, name: 'a' });
      }),
    );
    await client({ getToken: () => null }).request({ host: 'property', method: 'GET', path: '/api/x', schema: itemSchema });
    await client().request({ host: 'property', method: 'GET', path: '/api/x', schema: itemSchema, auth: false });
    expect(seen).toEqual([null, null]);
  });

  it('JSON-encodes a body with its content type, and lets caller headers win', async () => {
    server.use(
      http.patch(`${property}/api/enquiries/7`, async ({ request }) =>
        HttpResponse.json({
          id: 7,
          name: `${request.headers.get('content-type')}|${JSON.stringify(await request.json())}|${request.headers.get('authorization')}`,
        }),
      ),
    );
    const answer = await client().request({
      host: 'property',
      method: 'PATCH',
      path: '/api/enquiries/7',
      body: { status: 'RESOLVED' },
      headers: { Authorization: 'Bearer explicit' },
      schema: itemSchema,
    });
    expect(answer.name).toBe('application/json|{"status":"RESOLVED"}|Bearer explicit');
  });

  it('passes FormData through untouched', async () => {
    server.use(
      http.post(`${property}/api/form`, async ({ request }) => {
        const form = await request.formData();
        return HttpResponse.text(`${String(form.get('folder'))}|${request.headers.get('content-type')?.startsWith('multipart/form-data')}`);
      }),
    );
    const form = new FormData();
    form.append('folder', 'cover');
    const answer = await client().request({ host: 'property', method: 'POST', path: '/api/form', body: form, schema: z.string(), responseType: 'text' });
    expect(answer).toBe('cover|true');
  });

  it('reads text, passes non-JSON through in jsonOrText mode, and gives undefined for an empty body', async () => {
    server.use(
      http.post(`${property}/api/text`, () => HttpResponse.text('stored-name.png')),
      http.delete(`${property}/api/team-members/3`, () => new HttpResponse(null, { status: 204 })),
    );
    const c = client();
    expect(await c.request({ host: 'property', method: 'POST', path: '/api/text', schema: z.string(), responseType: 'text' })).toBe('stored-name.png');
    expect(await c.request({ host: 'property', method: 'POST', path: '/api/text', schema: z.string(), responseType: 'jsonOrText' })).toBe(
      'stored-name.png',
    );
    expect(await c.request({ host: 'property', method: 'DELETE', path: '/api/team-members/3', schema: z.undefined() })).toBeUndefined();
  });

  it('uses the fetch given in the options', async () => {
    const fetchSpy = vi.fn<typeof fetch>(async () => Response.json({ id: 9, name: 'own' }));
    const answer = await client({ fetch: fetchSpy }).request({ host: 'property', method: 'GET', path: '/api/own', schema: itemSchema });
    expect(answer).toEqual({ id: 9, name: 'own' });
    expect(fetchSpy).toHaveBeenCalledWith(`${property}/api/own`, expect.objectContaining({ method: 'GET' }));
  });
});

describe('request failures', () => {
  it('is an HttpError with the server message.en', async () => {
    server.use(http.post(`${accounts}/api/auth/signin`, () => HttpResponse.json({ message: { en: 'Invalid email or password' } }, { status: 401 })));
    const error = await failure(
      client().request({ host: 'accounts', method: 'POST', path: '/api/auth/signin', body: { email: 'a@b.ae', password: 'x' }, schema: itemSchema }),
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: 'http', status: 401, message: 'Invalid email or password' });
  });

  it('is an HttpError carrying a plain-text body', async () => {
    server.use(http.get(`${property}/api/x`, () => HttpResponse.text('Service Unavailable', { status: 503 })));
    const error = await failure(client().request({ host: 'property', method: 'GET', path: '/api/x', schema: itemSchema }));
    expect(error).toMatchObject({ kind: 'http', status: 503, body: 'Service Unavailable', message: 'Request failed with status 503' });
  });

  it('is a NetworkError when the connection fails', async () => {
    server.use(http.get(`${property}/api/x`, () => HttpResponse.error()));
    const error = await failure(client().request({ host: 'property', method: 'GET', path: '/api/x', schema: itemSchema }));
    expect(error.kind).toBe('network');
  });

  it('is a TimeoutError when the answer takes longer than the timeout', async () => {
    server.use(
      http.get(`${property}/api/slow`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const error = await failure(client().request({ host: 'property', method: 'GET', path: '/api/slow', schema: itemSchema, timeoutMs: 30 }));
    expect(error).toMatchObject({ kind: 'timeout', timeoutMs: 30 });
  });

  it('applies the client default timeout', async () => {
    server.use(
      http.get(`${property}/api/slow`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const error = await failure(client({ defaultTimeoutMs: 20 }).request({ host: 'property', method: 'GET', path: '/api/slow', schema: itemSchema }));
    expect(error.kind).toBe('timeout');
  });

  it('is an AbortError when the caller cancels, and sends nothing when already cancelled', async () => {
    const hits = vi.fn();
    server.use(
      http.get(`${property}/api/slow`, async () => {
        hits();
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = client().request({ host: 'property', method: 'GET', path: '/api/slow', schema: itemSchema, signal: controller.signal });
    await vi.waitFor(() => expect(hits).toHaveBeenCalledTimes(1));
    controller.abort();
    expect((await failure(pending)).kind).toBe('abort');

    const error = await failure(client().request({ host: 'property', method: 'GET', path: '/api/slow', schema: itemSchema, signal: controller.signal }));
    expect(error.kind).toBe('abort');
    expect(hits).toHaveBeenCalledTimes(1);
  });

  it('is a DecodeError with the schema issues when the body has the wrong shape', async () => {
    server.use(http.get(`${property}/api/x`, () => HttpResponse.json({ id: 'one', name: 'a' })));
    const error = await failure(client().request({ host: 'property', method: 'GET', path: '/api/x', schema: itemSchema }));
    expect(error).toBeInstanceOf(DecodeError);
    const decode = error as DecodeError;
    expect(decode.issues[0]?.path).toEqual(['id']);
    expect(decode.body).toEqual({ id: 'one', name: 'a' });
  });

  it('is a DecodeError when a JSON answer is not JSON', async () => {
    server.use(http.get(`${property}/api/x`, () => HttpResponse.text('<html>')));
    const error = await failure(client().request({ host: 'property', method: 'GET', path: '/api/x', schema: itemSchema }));
    expect(error).toMatchObject({ kind: 'decode', body: '<html>' });
    expect((error as DecodeError).issues[0]?.code).toBe('invalid_json');
  });
});

describe('request held until ready', () => {
  function deferred() {
    let resolve!: () => void;
    let reject!: (reason: unknown) => void;
    const promise = new Promise<void>((onResolve, onReject) => {
      resolve = onResolve;
      reject = onReject;
    });
    return { promise, resolve, reject };
  }
  const aFewTicks = async () => {
    for (let tick = 0; tick < 5; tick += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const fetchThroughMsw = () => vi.fn<typeof fetch>((input, init) => globalThis.fetch(input, init));

  it('sends nothing until ready settles, then sends with the token of that moment', async () => {
    server.use(http.get(`${property}/api/x`, ({ request }) => HttpResponse.json({ id: 1, name: request.headers.get('authorization') ?? '' })));
    const ready = deferred();
    const fetchSpy = fetchThroughMsw();
    let token = 'tok-before';
    const c = client({ ready: ready.promise, fetch: fetchSpy, getToken: () => token });
    const answer = c.request({ host: 'property', method: 'GET', path: '/api/x', schema: itemSchema });
    await aFewTicks();
    expect(fetchSpy).not.toHaveBeenCalled();
    token = 'tok-after';
    ready.resolve();
    await expect(answer).resolves.toEqual({ id: 1, name: 'Bearer tok-after' });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('releases held calls when ready rejects too', async () => {
    server.use(http.get(`${property}/api/x`, () => HttpResponse.json({ id: 2, name: 'sent' })));
    const ready = deferred();
    const answer = client({ ready: ready.promise }).request({ host: 'property', method: 'GET', path: '/api/x', schema: itemSchema });
    ready.reject(new Error('the sandbox did not start'));
    await expect(answer).resolves.toEqual({ id: 2, name: 'sent' });
  });

  it('ends a held call on its signal or its timeout, without sending it', async () => {
    const fetchSpy = fetchThroughMsw();
    const c = client({ ready: new Promise(() => undefined), fetch: fetchSpy });
    const controller = new AbortController();
    const cancelled = c.request({ host: 'property', method: 'GET', path: '/api/x', schema: itemSchema, signal: controller.signal });
    controller.abort();
    expect((await failure(cancelled)).kind).toBe('abort');
    const late = c.request({ host: 'property', method: 'GET', path: '/api/x', schema: itemSchema, timeoutMs: 10 });
    expect(await failure(late)).toMatchObject({ kind: 'timeout', timeoutMs: 10 });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('client', () => {
  it('builds URLs on either host and exposes the auth paths with overrides', () => {
    const c = client({ authPaths: { refresh: '/api/auth/token/refresh' } });
    expect(c.url('accounts', '/api/profile')).toBe(`${accounts}/api/profile`);
    expect(c.url('property', '/api/media/a b.png')).toBe(`${property}/api/media/a b.png`);
    expect(c.authPaths).toEqual({ signIn: '/api/auth/signin', refresh: '/api/auth/token/refresh', profile: '/api/profile' });
  });

  it('tells whether a token is at hand at the moment it is asked', () => {
    let token: string | null = null;
    const c = client({ getToken: () => token });
    expect(c.hasToken()).toBe(false);
    token = 'tok-2';
    expect(c.hasToken()).toBe(true);
    token = '';
    expect(c.hasToken()).toBe(false);
  });
});
