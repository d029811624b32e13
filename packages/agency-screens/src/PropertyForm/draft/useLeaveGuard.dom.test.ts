import { hasUnsavedChanges } from '@marketplace/ui';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLeaveGuard } from './useLeaveGuard';

/** A reload or a close: whether the page asked (the event cancelled), and what it set as the legacy returnValue. */
function unload(): { asked: boolean; returnValue: unknown } {
  const event = document.createEvent('BeforeUnloadEvent');
  event.initEvent('beforeunload', false, true);
  // jsdom's returnValue reads back Event's legacy boolean, not what was set: record the assignment instead.
  let returnValue: unknown = '';
  Object.defineProperty(event, 'returnValue', { get: () => returnValue, set: (value: unknown) => void (returnValue = value) });
  window.dispatchEvent(event);
  return { asked: event.defaultPrevented, returnValue };
}

const renderGuard = (isDirty: boolean) => renderHook(({ dirty }) => useLeaveGuard(dirty), { initialProps: { dirty: isDirty } });

describe('useLeaveGuard', () => {
  it('lets the browser ask before a reload or a close only while there are unsaved changes', () => {
    const { rerender, unmount } = renderGuard(false);
    expect(unload()).toEqual({ asked: false, returnValue: '' });
    expect(hasUnsavedChanges()).toBe(false);
    rerender({ dirty: true });
    const asked = unload();
    expect(asked.asked).toBe(true);
    expect(asked.returnValue).toBeTruthy();
    expect(hasUnsavedChanges()).toBe(true);
    rerender({ dirty: false });
    expect(unload()).toEqual({ asked: false, returnValue: '' });
    rerender({ dirty: true });
    unmount();
    expect(unload().asked).toBe(false);
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('leaves at once when nothing is unsaved', () => {
    const { result } = renderGuard(false);
    const leave = vi.fn();
    act(() => result.current.confirmLeave(leave));
    expect(leave).toHaveBeenCalledOnce();
    expect(result.current.dialog.isOpen).toBe(false);
  });

  it('asks first when there are unsaved changes: Stay keeps the form, Leave goes', () => {
    const { result, unmount } = renderGuard(true);
    const leave = vi.fn();
    act(() => result.current.confirmLeave(leave));
    expect(result.current.dialog.isOpen).toBe(true);
    expect(leave).not.toHaveBeenCalled();

    act(() => result.current.dialog.onStay());
    expect(result.current.dialog.isOpen).toBe(false);
    expect(leave).not.toHaveBeenCalled();

    act(() => result.current.confirmLeave(leave));
    act(() => result.current.dialog.onLeave());
    expect(result.current.dialog.isOpen).toBe(false);
    expect(leave).toHaveBeenCalledOnce();
    unmount();
  });

  it('releases the hold before leaving, so the router does not ask a second time', () => {
    const { result } = renderGuard(true);
    let heldWhenLeaving: boolean | null = null;
    let unloadAskedWhenLeaving: boolean | null = null;
    act(() =>
      result.current.confirmLeave(() => {
        heldWhenLeaving = hasUnsavedChanges();
        unloadAskedWhenLeaving = unload().asked;
      }),
    );
    act(() => result.current.dialog.onLeave());
    expect(heldWhenLeaving).toBe(false);
    expect(unloadAskedWhenLeaving).toBe(false);
    // The form is still there (the embedder stayed): its changes are held again.
    expect(hasUnsavedChanges()).toBe(true);
    expect(unload().asked).toBe(true);
  });
});
