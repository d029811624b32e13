import { describe, expect, it } from 'vitest';
import { decodeFailure, httpFailure, kindFailure, sessionFailure } from './errorFakes.testing';
import { readErrorFacts } from './errorFacts';

describe('readErrorFacts', () => {
  it("reads an HTTP answer's status, server message and text", () => {
    expect(readErrorFacts(httpFailure(502, ' Bad Gateway ', { error: 'x' }, ' Try later '))).toEqual({
      kind: 'http',
      status: 502,
      serverMessage: 'Try later',
      responseText: 'Bad Gateway',
      decodeIssues: [],
      sessionReason: null,
    });
    expect(readErrorFacts(httpFailure(500, 'Internal Server Error', ' Disk full ')).responseText).toBe('Disk full');
  });

  it('reads the kind of a failure without an answer, and the issues of an undecodable one', () => {
    expect(readErrorFacts(kindFailure('timeout')).kind).toBe('timeout');
    expect(readErrorFacts(decodeFailure(['No filename returned from upload'], '')).decodeIssues).toEqual(['No filename returned from upload']);
  });

  it("reads a session failure's reason", () => {
    expect(readErrorFacts(sessionFailure('wrongRole'))).toMatchObject({ kind: 'session', sessionReason: 'wrongRole' });
  });

  it('gives no kind for a bug, an unknown kind or a value that is not an error', () => {
    expect(readErrorFacts(new Error('boom')).kind).toBeNull();
    expect(readErrorFacts({ kind: 'weird', status: 404.5 })).toMatchObject({ kind: null, status: null });
    expect(readErrorFacts('Failed').kind).toBeNull();
    expect(readErrorFacts(null).serverMessage).toBeNull();
  });
});
