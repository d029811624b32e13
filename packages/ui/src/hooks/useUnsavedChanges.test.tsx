import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hasUnsavedChanges, useUnsavedChanges } from './useUnsavedChanges';

function leave(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useUnsavedChanges', () => {
  it('asks before the page is left, and tells the router, only while some part holds unsaved work', () => {
    const first = renderHook(({ held }) => useUnsavedChanges(held), { initialProps: { held: false } });
    const second = renderHook(({ held }) => useUnsavedChanges(held), { initialProps: { held: false } });
    expect([hasUnsavedChanges(), leave()]).toEqual([false, false]);

    first.rerender({ held: true });
    second.rerender({ held: true });
    expect([hasUnsavedChanges(), leave()]).toEqual([true, true]);

    // One part saved: the other still holds work.
    first.rerender({ held: false });
    expect([hasUnsavedChanges(), leave()]).toEqual([true, true]);

    second.unmount();
    expect([hasUnsavedChanges(), leave()]).toEqual([false, false]);
  });
});
