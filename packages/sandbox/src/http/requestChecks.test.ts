// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { comparableText, hasBearerToken, readValidBody, storedOptionalText, type BodySchema } from './requestChecks';

const request = (headers: Record<string, string>, body?: string) =>
  new Request('http://property.test/x', { method: 'POST', headers, body });

const nameSchema: BodySchema<{ name: string }> = {
  safeParse: (input) =>
    typeof input === 'object' && input !== null && typeof (input as { name?: unknown }).name === 'string'
      ? { success: true, data: { name: (input as { name: string }).name } }
      : { success: false, error: { issues: [{ path: ['name'], message: 'Required' }, { path: [], message: 'Bad shape' }] } },
};

describe('hasBearerToken', () => {
  it('accepts a bearer token in any case of the scheme, and nothing else', () => {
    expect(hasBearerToken(request({ authorization: 'Bearer abc' }))).toBe(true);
    expect(hasBearerToken(request({ authorization: 'bearer abc' }))).toBe(true);
    expect(hasBearerToken(request({ authorization: 'Bearer ' }))).toBe(false);
    expect(hasBearerToken(request({ authorization: 'Basic abc' }))).toBe(false);
    expect(hasBearerToken(request({}))).toBe(false);
  });
});

describe('readValidBody', () => {
  it('passes a body that fits', async () => {
    expect(await readValidBody(request({}, '{"name":"Aisha"}'), nameSchema)).toEqual({ ok: true, data: { name: 'Aisha' } });
  });

  it('answers 400 naming the fields at fault, or the JSON error', async () => {
    const invalid = await readValidBody(request({}, '{"name":1}'), nameSchema);
    if (invalid.ok) throw new Error('expected a refusal');
    expect(invalid.response.status).toBe(400);
    expect(await invalid.response.json()).toEqual({ message: { en: 'Validation failed: name: Required; Bad shape' } });

    const malformed = await readValidBody(request({}, '{name'), nameSchema);
    if (malformed.ok) throw new Error('expected a refusal');
    expect(await malformed.response.json()).toEqual({ message: { en: 'Validation failed: the body is not valid JSON' } });
  });
});

describe('text helpers', () => {
  it('compare trimmed and case-folded, absent as empty', () => {
    expect(comparableText('  Aisha@Example.AE ')).toBe('aisha@example.ae');
    expect(comparableText(null)).toBe('');
  });

  it('store blank optional text as null', () => {
    expect(storedOptionalText('  ')).toBeNull();
    expect(storedOptionalText(undefined)).toBeNull();
    expect(storedOptionalText(' 0501234567 ')).toBe('0501234567');
  });
});
