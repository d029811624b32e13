import { describe, expect, it } from 'vitest';
import { sessionLimits } from '../constants/limits';
import { tokenRefreshDelayMs, tokenRefreshRetryDelayMs } from './tokenRefreshTiming';

const second = 1000;
const minute = 60 * second;
const now = Date.UTC(2026, 10, 28, 8);

describe('tokenRefreshDelayMs', () => {
  it('refreshes 5 minutes before expiry when the token has more than 25 minutes to live (spec 1 section 4)', () => {
    expect(tokenRefreshDelayMs(now + 60 * minute, now)).toBe(55 * minute);
    expect(tokenRefreshDelayMs(now + 25 * minute, now)).toBe(20 * minute);
  });

  it('refreshes a short-lived token when a fifth of its life is left, never at once', () => {
    expect(tokenRefreshDelayMs(now + 5 * minute, now)).toBe(4 * minute);
    expect(tokenRefreshDelayMs(now + 3 * minute, now)).toBe(144 * second);
    expect(tokenRefreshDelayMs(now + 10 * second, now)).toBe(8 * second);
  });

  it('refreshes an expired token at once', () => {
    expect(tokenRefreshDelayMs(now, now)).toBe(0);
    expect(tokenRefreshDelayMs(now - minute, now)).toBe(0);
  });

  it('keeps refreshes at least the minimum interval apart, even for tokens that expire at once', () => {
    expect(tokenRefreshDelayMs(now, now, now)).toBe(sessionLimits.tokenRefreshMinIntervalMs);
    expect(tokenRefreshDelayMs(now + 2 * second, now, now - 4 * second)).toBe(sessionLimits.tokenRefreshMinIntervalMs - 4 * second);
    // Far from the last refresh, the interval does not delay anything.
    expect(tokenRefreshDelayMs(now + 60 * minute, now, now)).toBe(55 * minute);
  });
});

describe('tokenRefreshRetryDelayMs', () => {
  it('doubles from 2 seconds and stays at a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(tokenRefreshRetryDelayMs)).toEqual([2, 4, 8, 16, 32, 60, 60, 60].map((value) => value * second));
  });
});
