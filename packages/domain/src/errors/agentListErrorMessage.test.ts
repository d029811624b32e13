import { describe, expect, it } from 'vitest';
import { ar } from '../messages/ar';
import { en } from '../messages/messages';
import { agentListFailure } from './agentListErrorMessage';
import { decodeFailure, httpFailure, kindFailure } from './errorFakes.testing';

describe('agentListFailure', () => {
  it("words an HTTP failure as the service's 'Failed to fetch ... Status: N' (spec 2 section 8)", () => {
    expect(agentListFailure('agents', httpFailure(500, 'Server Error', ''), en)).toEqual({
      message: 'Failed to fetch agents. Status: 500',
      signInRequired: false,
    });
    expect(agentListFailure('properties', httpFailure(404, 'Not Found', ''), en)).toEqual({
      message: 'Failed to fetch agent properties. Status: 404',
      signInRequired: false,
    });
    expect(agentListFailure('agents', httpFailure(403, 'Forbidden', ''), en).message).toBe('Failed to fetch agents. Status: 403');
  });

  it("falls back to 'Failed to load ...' when no answer could be read", () => {
    expect(agentListFailure('agents', kindFailure('network'), en).message).toBe('Failed to load agents');
    expect(agentListFailure('agents', kindFailure('timeout'), en).message).toBe('Failed to load agents');
    expect(agentListFailure('properties', decodeFailure(['bad'], {}), en).message).toBe('Failed to load properties');
    expect(agentListFailure('properties', 'boom', en)).toEqual({ message: 'Failed to load properties', signInRequired: false });
  });

  it('takes a 401 for the expired session and asks to sign in again (spec 2 section 6)', () => {
    for (const call of ['agents', 'properties'] as const) {
      expect(agentListFailure(call, httpFailure(401, 'Unauthorized', ''), en)).toEqual({
        message: 'Your session has expired. Please log in again.',
        signInRequired: true,
      });
    }
  });

  it('words it in the catalogue it is given', () => {
    const arabic = { ...en, session: { ...en.session, sessionExpired: 'انتهت الجلسة' } };
    expect(agentListFailure('agents', httpFailure(401, '', ''), arabic).message).toBe('انتهت الجلسة');
  });

  it('names what failed in the words of that catalogue, not in English (issue 19, item 2)', () => {
    expect(agentListFailure('agents', httpFailure(500, '', ''), ar).message).toBe('تعذّر جلب \u2068الوسطاء\u2069. رمز الحالة: \u2068500\u2069');
    expect(agentListFailure('properties', httpFailure(503, '', ''), ar).message).toBe('تعذّر جلب \u2068عقارات الوسيط\u2069. رمز الحالة: \u2068503\u2069');
  });
});
