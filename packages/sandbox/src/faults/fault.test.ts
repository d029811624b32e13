import { describe, expect, it } from 'vitest';
import { FaultDefinitionError, parseFault } from './fault';

describe('parseFault', () => {
  it('keeps each kind of fault, dropping unknown keys', () => {
    expect(parseFault({ status: 500, extra: 1 })).toEqual({ status: 500 });
    expect(parseFault({ status: 404, body: { message: { en: 'Not found' } }, headers: { 'X-A': 'b' }, delayMs: 5, times: 2 })).toEqual({
      status: 404,
      body: { message: { en: 'Not found' } },
      headers: { 'X-A': 'b' },
      delayMs: 5,
      times: 2,
    });
    expect(parseFault({ delayMs: 0 })).toEqual({ delayMs: 0 });
    expect(parseFault({ networkError: true, delayMs: 10 })).toEqual({ networkError: true, delayMs: 10 });
    expect(parseFault({ never: true, times: 1 })).toEqual({ never: true, times: 1 });
  });

  it.each([
    [null, 'A fault must be an object'],
    [[], 'A fault must be an object'],
    [{}, 'A fault needs status, delayMs, networkError or never'],
    [{ times: 2 }, 'A fault needs status, delayMs, networkError or never'],
    [{ status: 99 }, 'Fault status must be a whole number from 200 to 599'],
    [{ status: 600 }, 'Fault status must be a whole number from 200 to 599'],
    [{ status: '500' }, 'Fault status must be a whole number from 200 to 599'],
    [{ status: 500, headers: { a: 1 } }, 'Fault headers must map names to text'],
    [{ delayMs: -1 }, 'Fault delayMs must be a whole number from 0 to 2147483647'],
    [{ delayMs: 1.5 }, 'Fault delayMs must be a whole number from 0 to 2147483647'],
    [{ status: 500, times: 0 }, 'Fault times must be a whole number from 1 to 9007199254740991'],
    [{ status: 500, never: true }, 'A fault has one of status, networkError or never, not status and never'],
    [{ networkError: 'yes' }, 'networkError must be true'],
    [{ never: 1 }, 'never must be true'],
    [{ never: true, delayMs: 5 }, 'A never-answering fault takes no delayMs'],
  ])('refuses %j', (input, message) => {
    expect(() => parseFault(input)).toThrow(new FaultDefinitionError(message));
  });
});
