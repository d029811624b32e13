import { describe, expect, it, vi } from 'vitest';
import { saveWhenIdle } from './saveWhenIdle';

describe('saveWhenIdle', () => {
  it('saves once when the page is idle, however many changes were asked for', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const save = vi.fn();
    const saving = saveWhenIdle(save);
    saving.schedule();
    saving.schedule();
    expect(save).not.toHaveBeenCalled();
    for (const callback of idle.splice(0)) callback();
    expect(save).toHaveBeenCalledTimes(1);
    saving.schedule();
    expect(idle).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it('saves at once when the page is left (a reload) before it was idle, and not again', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const save = vi.fn();
    saveWhenIdle(save).schedule();
    window.dispatchEvent(new Event('pagehide'));
    expect(save).toHaveBeenCalledTimes(1);
    for (const callback of idle.splice(0)) callback();
    window.dispatchEvent(new Event('pagehide'));
    expect(save).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
