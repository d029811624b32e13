import type { PropertyPayload } from '@marketplace/domain';
import { createSeedData, demoAgencyCredentials } from '@marketplace/domain/fixtures';
import { issueSandboxToken } from '@marketplace/sandbox';
import { createSandbox } from '@marketplace/sandbox/testing';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createApiClient, type ApiClient } from '../../client';
import { ApiError } from '../../errors';
import { createFetchXhr } from '../../testing';

/** The hosts the property resource tests run against. */
export const testHosts = { propertyBaseUrl: 'http://property.test', accountsBaseUrl: 'http://accounts.test' } as const;

/** The data the sandbox is seeded with, for expectations computed independently of the sandbox. */
export const seed = createSeedData();

/** The demo agency's token for the current test, issued by {@link servePropertySandbox} before each test. */
let demoToken: string | null = null;

/** A client on the test hosts (as the demo agency by default); uploads go through `fetch` (`FetchXhr`), which msw/node intercepts. */
export function createTestPropertyClient(getToken: () => string | null = () => demoToken): ApiClient {
  return createApiClient({ ...testHosts, getToken, createXhr: createFetchXhr() });
}

/**
 * A sandbox served by msw/node for the whole test file, reset (seed back, faults cleared) after
 * each test, and a client signed in as the demo agency (a token issued before each test).
 */
export function servePropertySandbox() {
  const sandbox = createSandbox(testHosts);
  const server = setupServer(...sandbox.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    demoToken = issueSandboxToken(sandbox.db, demoAgencyCredentials.email);
  });
  afterEach(() => {
    server.resetHandlers();
    sandbox.reset();
  });
  afterAll(() => server.close());
  return { sandbox, client: createTestPropertyClient() };
}

/** The `ApiError` a promise rejects with; fails the test when it resolves or rejects with anything else. */
export async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const outcome = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(outcome instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(outcome)}`);
  return outcome;
}

/** The demo agency's id, which owns most seeded listings. */
export const demoAgencyId = seed.demoAgency.id;

/** A standalone listing as the property form sends it, for the demo agency. */
export function standalonePayload(overrides: Partial<PropertyPayload> = {}): PropertyPayload {
  return {
    agencyId: demoAgencyId,
    name: 'Marina Heights 2BR',
    amount: 1_850_000,
    landArea: 1240,
    mainImageURL: '/api/media/marina-main.jpg',
    floorPlanImageURL: '/api/media/marina-plan.jpg',
    layoutImageURL: '/api/media/marina-layout.jpg',
    latitude: '25.0805',
    longitude: '55.1403',
    description: '<p>Sea-view apartment with a private balcony.</p>',
    address: 'Dubai Marina, Dubai',
    handoverQta: 4,
    numOfBedrooms: 2,
    numOfBathrooms: 3,
    isActive: true,
    isSold: false,
    area: { id: 3, name: 'Dubai Marina' },
    listingStatus: { id: 8, name: 'Pending' },
    ...overrides,
  };
}
