import { shellMessages } from '@marketplace/domain';
import { useUnsavedChanges } from '@marketplace/ui';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askBeforeHistoryTraversal } from './askBeforeLeaving';

afterEach(() => vi.restoreAllMocks());

/** A navigate event as the browser fires it for Back, Forward or a link, on a stand-in Navigation. */
function navigateEvent(navigationType: NavigationType, url: string, { cancelable = true, sameDocument = true } = {}): NavigateEvent {
  const event = new Event('navigate', { cancelable }) as NavigateEvent;
  Object.defineProperties(event, {
    navigationType: { value: navigationType },
    destination: { value: { url: new URL(url, window.location.href).href, sameDocument } },
  });
  return event;
}

function stopsOn(navigationType: NavigationType, url: string, options?: { cancelable?: boolean; sameDocument?: boolean }): boolean {
  const navigation = new EventTarget() as unknown as Navigation;
  const stop = askBeforeHistoryTraversal(navigation);
  const event = navigateEvent(navigationType, url, options);
  navigation.dispatchEvent(event);
  stop();
  return event.defaultPrevented;
}

describe('askBeforeHistoryTraversal', () => {
  it('asks before Back or Forward leaves a page holding unsaved work, and stays when told to', () => {
    window.history.replaceState(null, '', '/agency/agency-profile');
    renderHook(() => useUnsavedChanges(true));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    expect(stopsOn('traverse', '/agency/dashboard')).toBe(true);
    expect(confirm).toHaveBeenCalledWith(shellMessages.leaveUnsavedChanges);
    confirm.mockReturnValue(true);
    expect(stopsOn('traverse', '/agency/dashboard')).toBe(false);
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('lets history move without asking when nothing is held, within the same page, or where it cannot stop it', () => {
    window.history.replaceState(null, '', '/agency/agency-profile');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    expect(stopsOn('traverse', '/agency/dashboard')).toBe(false);
    const held = renderHook(() => useUnsavedChanges(true));
    expect(stopsOn('traverse', '/agency/agency-profile')).toBe(false);
    expect(stopsOn('traverse', '/agency/dashboard', { cancelable: false })).toBe(false);
    expect(stopsOn('traverse', '/agency/dashboard', { sameDocument: false })).toBe(false);
    // Links and redirects ask through the router, not here: asking twice would be one question too many.
    expect(stopsOn('push', '/agency/dashboard')).toBe(false);
    expect(confirm).not.toHaveBeenCalled();
    held.unmount();
  });

  it('asks in the words it is given (the language the page shows)', () => {
    window.history.replaceState(null, '', '/agency/agency-profile');
    renderHook(() => useUnsavedChanges(true));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const navigation = new EventTarget() as unknown as Navigation;
    const stop = askBeforeHistoryTraversal(navigation, 'هل تريد مغادرة هذه الصفحة؟');
    navigation.dispatchEvent(navigateEvent('traverse', '/agency/dashboard'));
    stop();
    expect(confirm).toHaveBeenCalledExactlyOnceWith('هل تريد مغادرة هذه الصفحة؟');
  });

  it('stops asking once removed', () => {
    window.history.replaceState(null, '', '/agency/agency-profile');
    renderHook(() => useUnsavedChanges(true));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const navigation = new EventTarget() as unknown as Navigation;
    askBeforeHistoryTraversal(navigation)();
    const event = navigateEvent('traverse', '/agency/dashboard');
    navigation.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(confirm).not.toHaveBeenCalled();
  });
});
