import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  dataItemSchema,
  refreshResponseSchema,
  reviewAuthorDetailsSchema,
  reviewSchema,
  sessionProfileResponseSchema,
  signInResponseSchema,
  springPageSchema,
} from '@marketplace/domain';
import { createSeedData, defaultSeed } from '@marketplace/domain/fixtures';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { decodeBody, ignoredBody, isLazyDecoder, type Decoder, type ResponseDecoder, type ResponseType } from '../decode';
import { DecodeError, HttpError, type ApiRequestInfo } from '../errors';
import { interpretResponse } from '../response';
import * as accountsDecoders from './accounts/accountsDecoders';
import { fetchReviews, fetchUserName, submitReview } from './accounts/reviews';
import { csvUploadOutcomeDecoder } from './property/csvUpload';
import { storedNameDecoder } from './property/media';
import * as propertyDecoders from './property/propertyDecoders';
import * as teamAndAgentsDecoders from './teamAndAgents/teamAndAgentsDecoders';

// Property-based: whatever a server (or a proxy in front of it) answers, decoding it ends in the
// decoded value or the client's own DecodeError, never a TypeError or RangeError from inside a
// decoder, and a valid answer built from the domain's fixtures still decodes (issue 19). The lazy
// decoders are read from their modules, so a new one is fuzzed once it has a valid sample below.
// fast-check prints the seed and the shrunk body of a failure; pass them back as { seed, path }.

const seed = createSeedData(defaultSeed, { enquiryCount: 3 });
const first = <T>(items: readonly T[]): T => {
  const [item] = items;
  if (item === undefined) throw new Error('The seed data has no such record');
  return item;
};
const page = <T>(content: readonly T[]) => ({
  content,
  number: 0,
  totalPages: 1,
  totalElements: content.length,
  size: 20,
  first: true,
  last: true,
  numberOfElements: content.length,
  empty: content.length === 0,
  pageable: { pageNumber: 0, pageSize: 20, offset: 0, paged: true, unpaged: false },
});
const properties = seed.properties.slice(0, 2).map(({ property }) => property);
const sessionProfile = { id: seed.demoAgency.id, roleId: 4, name: seed.demoAgency.name, loginId: seed.demoAgency.loginId, role: 'AGENCY' };

/** A valid answer of each decoder, as the sandbox would send it; JSON-encoded before use, as on the wire. */
const validAnswers: Record<string, unknown> = {
  propertyPageDecoder: page(properties),
  propertyDecoder: first(properties),
  countsPageDecoder: page(properties.map(({ id, listingStatus }) => ({ id, listingStatus }))),
  projectPageDecoder: page(seed.projects.slice(0, 2)),
  projectDecoder: first(seed.projects),
  locationHighlightListDecoder: seed.locationHighlights.slice(0, 3).map(({ highlight }) => highlight),
  lookupPageDecoder: page(seed.lookups.areas.slice(0, 3)),
  lookupListDecoder: seed.lookups.offeringTypes,
  propertyTypeWithCategoriesDecoder: first(seed.lookups.propertyTypes),
  enquiryListDecoder: seed.enquiries.map(({ enquiry }) => enquiry),
  enquiryDecoder: first(seed.enquiries).enquiry,
  faqPageDecoder: page(seed.faqs.slice(0, 2)),
  faqDecoder: first(seed.faqs),
  relationshipPageDecoder: { data: page(seed.agentAgencyRelationships.slice(0, 2).map(({ relationship }) => relationship)) },
  teamMemberPageDecoder: page(seed.teamMembers.slice(0, 2).map(({ member }) => member)),
  teamMemberDecoder: first(seed.teamMembers).member,
  agentPageDecoder: page(seed.agents.slice(0, 2).map((data) => ({ data }))),
  developerPageDecoder: page(seed.developers.slice(0, 2).map((data) => ({ data }))),
  serviceAreaPageDecoder: page(seed.lookups.serviceAreas.slice(0, 3)),
  profileResponseDecoder: { data: seed.demoAgency },
  agencyProfileUpdateResultDecoder: { data: seed.demoAgency, message: { en: 'Profile updated successfully' } },
  csvUploadOutcomeDecoder: { message: 'File uploaded and properties saved successfully.', data: { saved: 2 } },
  storedNameDecoder: 'property-1-main.jpg',
  ignoredBody: { message: 'Deleted' },
  signInResponseSchema: { token: 'token-1', expiresIn: 3600 },
  refreshResponseSchema: { token: 'token-2', expiresIn: '3600' },
  sessionProfileResponseSchema: { data: sessionProfile },
  reviewAuthorDetailsSchema: { data: { name: 'Sara Al Mansoori' } },
  // reviews.ts keeps these two to itself; they are the same compositions of the domain's schemas,
  // and the calls below decode through the private ones themselves.
  reviewPageSchema: page(seed.reviews.slice(0, 3)),
  submitAnswerDecoder: { data: first(seed.reviews) },
};

const lazyDecoders: Record<string, ResponseDecoder<unknown>> = { ...propertyDecoders, ...teamAndAgentsDecoders, ...accountsDecoders };
const handWritten: Record<string, Decoder<unknown>> = {
  csvUploadOutcomeDecoder,
  storedNameDecoder,
  ignoredBody,
  signInResponseSchema,
  refreshResponseSchema,
  sessionProfileResponseSchema,
  reviewAuthorDetailsSchema,
  reviewPageSchema: springPageSchema(reviewSchema),
  submitAnswerDecoder: dataItemSchema(reviewSchema),
};
const decoders = new Map<string, Decoder<unknown>>();

beforeAll(async () => {
  for (const [name, decoder] of Object.entries(lazyDecoders)) {
    expect(isLazyDecoder(decoder), name).toBe(true);
    decoders.set(name, isLazyDecoder(decoder) ? await decoder.load() : decoder);
  }
  for (const [name, decoder] of Object.entries(handWritten)) decoders.set(name, decoder);
});

/** The name of every decoder a call of the client passes as `schema:`, read from the sources. */
function decodersNamedInSources(): string[] {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((path) => /\.tsx?$/.test(path) && !/\.(test|testing|stories)\.tsx?$|^testing\//.test(path));
  const names = files.flatMap((path) => [...readFileSync(join(root, path), 'utf8').matchAll(/\bschema: ([a-z]\w*)/g)].map(([, name]) => name ?? ''));
  return [...new Set(names)].sort();
}

const info: ApiRequestInfo = { method: 'GET', url: 'https://property.test/api/fuzz' };

// ---- hostile answers -------------------------------------------------------------------------

const nested = (depth: number, leaf: unknown): unknown => Array.from({ length: depth }).reduce<unknown>((inner) => [inner], leaf);

/** A value where another was expected: wrong kinds, nulls, huge or non-finite numbers, NaN-like and broken text, deep nesting. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, undefined, '', ' ', 'NaN', 'Infinity', '-Infinity', '1e309', '0x1F', ' 12 ', '\u0661\u0662', 'null', 'undefined', 'true', '[]', '{}', '\u0000', '\ud800', '<html>'),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, 2 ** 53 + 2, -(2 ** 53) - 2, 1e308, -1e308, 5e-324, 1.5, -1, 0, true, false),
  fc.constantFrom([], {}, [null], { data: null }, { content: null }, { __proto__: null }, JSON.parse('{"__proto__": {"id": 1}}') as unknown),
  fc.string({ unit: 'binary' }),
  fc.double(),
  fc.integer(),
  fc.jsonValue({ maxDepth: 3 }),
  fc.nat({ max: 3000 }).map((depth) => nested(depth, 1)),
  fc.constant('x'.repeat(100_000)),
);

type Path = readonly (string | number)[];

/** Every place in a JSON value a mutation may hit: the value itself, each field, each item. */
function pathsOf(value: unknown, prefix: Path = [], paths: Path[] = []): Path[] {
  paths.push(prefix);
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...prefix, index], paths));
  else if (typeof value === 'object' && value !== null) for (const [key, field] of Object.entries(value)) pathsOf(field, [...prefix, key], paths);
  return paths;
}

type Mutation = { kind: 'replace'; value: unknown } | { kind: 'delete' } | { kind: 'addField'; key: string; value: unknown };

/** `body` (a JSON copy) with `mutation` applied at `path`. */
function mutated(body: unknown, path: Path, mutation: Mutation): unknown {
  if (path.length === 0) return mutation.kind === 'replace' ? mutation.value : mutation.kind === 'delete' ? undefined : body;
  const parentPath = path.slice(0, -1);
  const key = path[path.length - 1] ?? '';
  let parent: unknown = body;
  for (const step of parentPath) parent = (parent as Record<string | number, unknown>)[step];
  const container = parent as Record<string | number, unknown>;
  if (mutation.kind === 'replace') container[key] = mutation.value;
  else if (mutation.kind === 'delete') {
    if (Array.isArray(container) && typeof key === 'number') container.splice(key, 1);
    else delete container[key];
  } else if (typeof container[key] === 'object' && container[key] !== null && !Array.isArray(container[key])) {
    (container[key] as Record<string, unknown>)[mutation.key] = mutation.value;
  }
  return body;
}

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { arbitrary: hostileValue.map((value): Mutation => ({ kind: 'replace', value })), weight: 4 },
  { arbitrary: fc.constant<Mutation>({ kind: 'delete' }), weight: 2 },
  { arbitrary: fc.tuple(fc.string(), hostileValue).map(([key, value]): Mutation => ({ kind: 'addField', key, value })), weight: 1 },
);

/** A valid answer with one to four of its values replaced by hostile ones, left out, or given fields it does not have. */
function mutatedAnswer(valid: unknown): fc.Arbitrary<unknown> {
  const json = JSON.stringify(valid);
  const paths = pathsOf(valid === undefined ? undefined : JSON.parse(json));
  return fc.array(fc.tuple(fc.constantFrom(...paths), mutation), { minLength: 1, maxLength: 4 }).map((mutations) => {
    let body: unknown = valid === undefined ? undefined : JSON.parse(json);
    for (const [path, change] of mutations) {
      try {
        body = mutated(body, path, change);
      } catch {
        // An earlier mutation removed this path's parent: the body stays as it was.
      }
    }
    return body;
  });
}

/** Any answer a decoder could be handed: arbitrary JSON, any value, or its valid answer mutated. */
function answersFor(name: string): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: mutatedAnswer(validAnswers[name]), weight: 4 },
    { arbitrary: fc.jsonValue(), weight: 1 },
    { arbitrary: fc.jsonValue({ stringUnit: 'binary' }), weight: 1 },
    { arbitrary: fc.anything({ withBoxedValues: true, withMap: true, withSet: true, withNullPrototype: true, withSparseArray: true, withTypedArray: true, withDate: true, withBigInt: true }), weight: 1 },
  );
}

/** A value as a server would write it in JSON; '' for one JSON cannot hold (a BigInt, undefined). */
function jsonTextOf(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
}

/** A value as a server would write it as plain text; '' for one with no text (an object without a prototype). */
function textOf(value: unknown): string {
  try {
    return String(value);
  } catch {
    return '';
  }
}

/** What a decode ended in: the value, or what it threw. */
function outcomeOf(decode: () => unknown): { value: unknown } | { error: unknown } {
  try {
    return { value: decode() };
  } catch (error) {
    return { error };
  }
}

function expectDecodeError(error: unknown, name: string): void {
  if (!(error instanceof DecodeError)) throw new Error(`${name} threw ${String(error)} instead of a DecodeError`, { cause: error });
  expect(error.kind).toBe('decode');
  expect(error.issues.length).toBeGreaterThan(0);
  for (const issue of error.issues) {
    expect(Array.isArray(issue.path)).toBe(true);
    expect(typeof issue.message).toBe('string');
  }
}

describe('the response decoders of the api-client, fuzzed', () => {
  it('are every decoder a call passes as its schema, each with a valid answer here', () => {
    const fuzzed = Object.keys(validAnswers).sort();
    expect(decodersNamedInSources()).toEqual(fuzzed);
    expect([...Object.keys(lazyDecoders), ...Object.keys(handWritten)].sort()).toEqual(fuzzed);
  });

  it.each(Object.keys(validAnswers))('%s decodes its valid answer, and any other into a value or a DecodeError', (name) => {
    const decoder = decoders.get(name);
    if (!decoder) throw new Error(`${name} did not load`);
    const valid = validAnswers[name];
    expect(() => decodeBody(decoder, valid === undefined ? undefined : JSON.parse(JSON.stringify(valid)), info)).not.toThrow();
    fc.assert(
      fc.property(answersFor(name), (body) => {
        const outcome = outcomeOf(() => decodeBody(decoder, body, info));
        if ('error' in outcome) expectDecodeError(outcome.error, name);
      }),
      { numRuns: 60 },
    );
  });

  it('read any answer text, of any status and in any response type, into a value, a DecodeError or an HttpError', () => {
    const names = Object.keys(validAnswers);
    const text = fc.oneof(
      fc.constantFrom(...names).chain((name) => mutatedAnswer(validAnswers[name]).map(jsonTextOf)),
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.string({ unit: 'binary' }),
      fc.constantFrom('', ' ', '<!DOCTYPE html><html><body>Sign in</body></html>', '{"content": [', 'null', '"text"', '1e999', '{"message": {"en": 7}, "errors": [1, null, "x"]}'),
    );
    const status = fc.oneof({ arbitrary: fc.constantFrom(200, 201, 204), weight: 3 }, { arbitrary: fc.integer({ min: 0, max: 999 }), weight: 1 });
    fc.assert(
      fc.property(fc.constantFrom(...names), text, status, fc.constantFrom<ResponseType>('json', 'text', 'jsonOrText'), (name, body, code, responseType) => {
        const decoder = decoders.get(name);
        if (!decoder) throw new Error(`${name} did not load`);
        const outcome = outcomeOf(() => interpretResponse({ status: code, statusText: 'Status', text: body }, decoder, responseType, info));
        if (!('error' in outcome)) return;
        if (outcome.error instanceof HttpError) {
          expect(code < 200 || code > 299).toBe(true);
          expect(outcome.error.errors.every((entry) => typeof entry === 'string')).toBe(true);
        } else expectDecodeError(outcome.error, name);
      }),
      { numRuns: 300 },
    );
  });

  it("decode through reviews.ts's own decoders: each call resolves or rejects with a DecodeError", async () => {
    let answer = '';
    const client = createApiClient({
      propertyBaseUrl: 'https://property.test',
      accountsBaseUrl: 'https://accounts.test',
      getToken: () => 'token-1',
      fetch: () => Promise.resolve(new Response(answer, { status: 200, headers: { 'Content-Type': 'application/json' } })),
    });
    const calls = {
      reviewPageSchema: () => fetchReviews(client, { accLoginId: 1, page: 0 }),
      submitAnswerDecoder: () => submitReview(client, { accLoginId: 1, review: 'Great agency', ratingCount: 5 }),
      reviewAuthorDetailsSchema: () => fetchUserName(client, 1),
    };
    for (const [name, call] of Object.entries(calls)) {
      answer = JSON.stringify(validAnswers[name]);
      await expect(call(), name).resolves.toBeDefined();
    }
    const names = Object.keys(calls) as (keyof typeof calls)[];
    const answers = fc.constantFrom(...names).chain((name) => fc.tuple(fc.constant(name), answersFor(name), fc.boolean()));
    await fc.assert(
      fc.asyncProperty(answers, async ([name, body, asText]) => {
        answer = asText ? textOf(body) : jsonTextOf(body);
        const error = await calls[name]().then(
          () => null,
          (reason: unknown) => reason,
        );
        if (error !== null) expectDecodeError(error, name);
      }),
      { numRuns: 60 },
    );
  });
});
