import { describe, expect, it } from 'vitest';
import { sessionProfileResponseSchema, sessionProfileSchema, tokenResponseSchema } from './session.schema';
import { SessionDecodeError } from './sessionDecoder';

const issuesOf = (result: ReturnType<typeof tokenResponseSchema.safeParse> | ReturnType<typeof sessionProfileSchema.safeParse>) =>
  result.success ? [] : result.error.issues.map(({ code, path }) => ({ code, path }));

describe('tokenResponseSchema (hand-written decoder)', () => {
  it('reads a lifetime written as any numeric string Number() reads, and drops unknown fields', () => {
    expect(tokenResponseSchema.parse({ token: 'abc', expiresIn: ' 12 ', scope: 'agency' })).toStrictEqual({ token: 'abc', expiresIn: 12 });
    expect(tokenResponseSchema.parse({ token: 'abc', expiresIn: '1e3' }).expiresIn).toBe(1000);
    expect(tokenResponseSchema.parse({ token: 'abc', expiresIn: 0.5 }).expiresIn).toBe(0.5);
  });

  it('refuses lifetimes that are not finite positive numbers, naming the field', () => {
    for (const expiresIn of [Number.POSITIVE_INFINITY, Number.NaN, 'Infinity', 'NaN', '  ', true, null]) {
      expect(issuesOf(tokenResponseSchema.safeParse({ token: 'abc', expiresIn }))).toEqual([{ code: 'invalid_type', path: ['expiresIn'] }]);
    }
    expect(issuesOf(tokenResponseSchema.safeParse({ token: 'abc', expiresIn: '-5' }))).toEqual([{ code: 'too_small', path: ['expiresIn'] }]);
  });

  it('reports every wrong field at once, and a body that is not an object at the root', () => {
    expect(issuesOf(tokenResponseSchema.safeParse({ token: 5 }))).toEqual([
      { code: 'invalid_type', path: ['token'] },
      { code: 'invalid_type', path: ['expiresIn'] },
    ]);
    for (const body of [null, undefined, [], 'abc', 3]) {
      expect(issuesOf(tokenResponseSchema.safeParse(body))).toEqual([{ code: 'invalid_type', path: [] }]);
    }
  });

  it('throws a SessionDecodeError carrying the issues from parse', () => {
    const failure = (() => {
      try {
        tokenResponseSchema.parse({ token: '', expiresIn: 3600 });
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(failure).toBeInstanceOf(SessionDecodeError);
    expect((failure as SessionDecodeError).issues).toEqual([expect.objectContaining({ code: 'too_small', path: ['token'] })]);
    expect((failure as SessionDecodeError).message).toContain('token');
  });
});

describe('sessionProfileSchema (hand-written decoder)', () => {
  it('keeps a field sent as null present but undefined, and leaves an unsent one absent', () => {
    const profile = sessionProfileSchema.parse({ id: 1, roleId: 4, name: null });
    expect(Object.keys(profile)).toEqual(['id', 'name', 'roleId', 'role']);
    expect(profile.name).toBeUndefined();
  });

  it('keeps an empty name, and every session field in the stored order', () => {
    const profile = sessionProfileSchema.parse({ developerId: 4, agentId: 3, role: 'AGENT', loginId: 'a', roleId: 5, profilePicture: '', email: 'e', name: '', id: 1 });
    expect(Object.keys(profile)).toEqual(['id', 'name', 'email', 'profilePicture', 'roleId', 'loginId', 'role', 'agentId', 'developerId']);
    expect(profile.name).toBe('');
  });

  it('refuses ids that are fractional, numeric strings or beyond the safe integer range', () => {
    expect(issuesOf(sessionProfileSchema.safeParse({ id: 1.5, roleId: 4 }))).toEqual([{ code: 'invalid_type', path: ['id'] }]);
    expect(issuesOf(sessionProfileSchema.safeParse({ id: 1, roleId: 4, agentId: '7' }))).toEqual([{ code: 'invalid_type', path: ['agentId'] }]);
    expect(issuesOf(sessionProfileSchema.safeParse({ id: 2 ** 60, roleId: -(2 ** 60) }))).toEqual([
      { code: 'too_big', path: ['id'] },
      { code: 'too_small', path: ['roleId'] },
    ]);
  });

  it('refuses an empty or fractional login id and a role in the wrong case', () => {
    expect(issuesOf(sessionProfileSchema.safeParse({ id: 1, roleId: 4, loginId: '' }))).toEqual([{ code: 'too_small', path: ['loginId'] }]);
    expect(issuesOf(sessionProfileSchema.safeParse({ id: 1, roleId: 4, loginId: 1.5 }))).toEqual([{ code: 'invalid_union', path: ['loginId'] }]);
    expect(issuesOf(sessionProfileSchema.safeParse({ id: 1, roleId: 4, role: 'agency' }))).toEqual([{ code: 'invalid_value', path: ['role'] }]);
  });

  it('names the path inside the envelope of the profile response', () => {
    expect(issuesOf(sessionProfileResponseSchema.safeParse({ data: { id: 1, name: 3 } }))).toEqual([
      { code: 'invalid_type', path: ['data', 'name'] },
      { code: 'invalid_type', path: ['data', 'roleId'] },
    ]);
    expect(issuesOf(sessionProfileResponseSchema.safeParse({ data: [] }))).toEqual([{ code: 'invalid_type', path: ['data'] }]);
  });
});
