import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstUseOrDelay } from './firstUseOrDelay';

afterEach(() => vi.useRealTimers());

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('firstUseOrDelay', () => {
  it('resolves at the first key, press or focus on the page', async () => {
    vi.useFakeTimers();
    for (const event of [new KeyboardEvent('keydown'), new PointerEvent('pointerdown'), new FocusEvent('focusin')]) {
      const waiting = firstUseOrDelay(3_000);
      expect(await settled(waiting)).toBe(false);
      document.body.dispatchEvent(Object.assign(event, {}));
      expect(await settled(waiting)).toBe(true);
    }
  });

  it('resolves after the delay when nobody uses the page', async () => {
    vi.useFakeTimers();
    const waiting = firstUseOrDelay(3_000);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });
});
