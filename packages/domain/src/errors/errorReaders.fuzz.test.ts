import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { en } from '../messages';
import { hostileText } from '../primitives/hostileArbitraries.testing';
import { csvUploadFailure } from '../propertyCsvRow/csvUploadFailure';
import { agentListFailure } from './agentListErrorMessage';
import { enquiryErrorMessage } from './enquiryErrorMessage';
import { readErrorFacts } from './errorFacts';
import { errorKinds } from './errorKinds';
import { errorCases, errorMessageFor } from './errorMessage.rules';
import type { ErrorMessageTable } from './errorMessageTable';
import { geocoderErrorMessage } from './mapPickerErrorMessage';
import { profileLoadFailure, profileSaveErrorMessage } from './profileErrorMessage';
import { developerLoadErrorMessage, projectLoadErrorMessage } from './projectErrorMessage';
import { propertyDeleteErrorMessage } from './propertyDeleteErrorMessage';
import { propertySaveErrorMessage } from './propertySaveErrorMessage';
import { reviewSubmitErrorMessage } from './reviewErrorMessage';
import { signInErrorMessage } from './signInErrorMessage';
import { additionalMediaUploadErrorMessage, mediaUploadErrorMessage, profileImageErrorMessage } from './uploadErrorMessage';

// Property-based: the error mappers read what a failed call carries (the server's message and body,
// its status, the issues of an answer that did not decode), so no error, whatever its fields hold,
// may make them throw while a screen is already reporting a failure; each answers its documented
// words (issue 19). fast-check prints the seed and the shrunk error of a failure.

const field = fc.oneof(
  hostileText,
  fc.integer({ min: -1, max: 1000 }),
  fc.double(),
  fc.constantFrom(null, undefined, ...errorKinds, 'SessionError', 'HttpError', 'DecodeError', 'wrongRole', 401, 404, 409, 500),
  fc.jsonValue({ maxDepth: 2 }),
);

/** An error as the client, the session or something else entirely may throw it, with any of its fields odd. */
const errorLike = fc.record(
  {
    name: field,
    kind: field,
    status: field,
    message: fc.oneof(field, fc.record({ en: field })),
    serverMessage: field,
    statusText: field,
    body: field,
    issues: fc.oneof(fc.array(fc.oneof(fc.record({ message: field, path: fc.array(field, { maxLength: 2 }) }), field), { maxLength: 3 }), field),
    errors: fc.oneof(fc.array(field, { maxLength: 3 }), field),
    reason: field,
  },
  { requiredKeys: [] },
);
const anyError: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: errorLike, weight: 4 },
  { arbitrary: errorLike.map((fields) => Object.assign(new Error('failed'), fields)), weight: 2 },
  { arbitrary: fc.anything({ withNullPrototype: true, withBoxedValues: true }), weight: 1 },
);

const table: ErrorMessageTable = { default: 'default', notFound: 'notFound', forbidden: 'forbidden', network: 'network', server: 'server', duplicate: 'duplicate', validation: 'validation' };
const isWords = (text: unknown) => typeof text === 'string' && text.trim() !== '';

describe('the error readers and mappers, fuzzed', () => {
  it('readErrorFacts reads any thrown value into facts of the documented shape', () => {
    fc.assert(
      fc.property(anyError, (error) => {
        const facts = readErrorFacts(error);
        expect([null, 'session', ...errorKinds]).toContain(facts.kind);
        if (facts.status !== null) expect(Number.isInteger(facts.status)).toBe(true);
        if (facts.serverMessage !== null) expect(isWords(facts.serverMessage) && facts.serverMessage === facts.serverMessage.trim()).toBe(true);
        expect(facts.responseText).toBe(facts.responseText.trim());
        expect(facts.decodeIssues.every((issue) => typeof issue === 'string')).toBe(true);
        if (facts.kind !== 'session') expect(facts.sessionReason).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('errorCases and errorMessageFor answer known cases and a message of the table', () => {
    fc.assert(
      fc.property(anyError, (error) => {
        const cases = errorCases(error);
        expect(new Set(cases).size).toBe(cases.length);
        for (const found of cases) expect(Object.keys(table)).toContain(found);
        expect(Object.values(table)).toContain(errorMessageFor(error, table));
      }),
      { numRuns: 300 },
    );
  });

  it('every screen mapper words any error, and the CSV upload failure keeps its shape', () => {
    fc.assert(
      fc.property(anyError, fc.boolean(), (error, flag) => {
        const words = [
          signInErrorMessage(error, en),
          propertySaveErrorMessage(error, flag ? 'create' : 'update', en),
          propertyDeleteErrorMessage(error, en),
          reviewSubmitErrorMessage(error, en.reviews),
          profileSaveErrorMessage(error, en.agencyProfile),
          profileLoadFailure(error, flag, en).message,
          projectLoadErrorMessage(error, en.projectChooser),
          developerLoadErrorMessage(error, en.projectChooser),
          geocoderErrorMessage(error, en.mapPicker),
          enquiryErrorMessage('load', error, en.enquiries),
          enquiryErrorMessage('note', error, en.enquiries),
          agentListFailure(flag ? 'agents' : 'properties', error, en).message,
        ];
        expect(words.filter((text) => !isWords(text))).toEqual([]);
        const uploads = [mediaUploadErrorMessage(error, en), profileImageErrorMessage(error, en), additionalMediaUploadErrorMessage(error, en)];
        expect(uploads.filter((text) => text !== null && !isWords(text))).toEqual([]);
        const failure = csvUploadFailure(error);
        expect([failure.title, failure.message, failure.panelMessage].every(isWords)).toBe(true);
        expect(failure.errors.every((entry) => typeof entry === 'string')).toBe(true);
        expect(typeof failure.cancelled).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
});
