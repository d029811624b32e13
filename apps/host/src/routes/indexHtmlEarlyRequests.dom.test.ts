import { afterEach, describe, expect, it, vi } from 'vitest';
import { installRoutePreload, type RoutePreloadMap, type WindowWithRoutePreload } from '../../build/routePreloadRuntime';
import { routePreloadMap } from './routePreloadMap.testing';

// The requests index.html's script sends for a signed-in tab while the page parses (the profile check
// and the section's first-render queries), filled from the stored profile.
const map: RoutePreloadMap = {
  ...routePreloadMap,
  early: {
    'inquiry-management': ['https://accounts.test/api/profile', 'https://property.test/api/enquiries/agency/{id}'],
    dashboard: ['https://property.test/api/reviews?search=accLoginId%3D%3D{loginId}'],
  },
};

const hostWindow = window as WindowWithRoutePreload;
const hour = 3_600_000;

function signedInTab({ expiresIn = hour, profile = { id: 101, roleId: 4, role: 'AGENCY' } as object | string } = {}) {
  sessionStorage.setItem('token', 'tok-1');
  sessionStorage.setItem('tokenExpiry', String(Date.now() + expiresIn));
  sessionStorage.setItem('profileData', typeof profile === 'string' ? profile : JSON.stringify(profile));
}

function loadAt(path: string) {
  const fetch = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response('[]')));
  vi.stubGlobal('fetch', fetch);
  window.history.replaceState(null, '', path);
  installRoutePreload(map, hostWindow);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  document.head.replaceChildren();
  delete hostWindow.__hostRoutePreload;
  delete hostWindow.__hostEarlyRequests;
  window.history.replaceState(null, '', '/');
});

describe("index.html's early requests", () => {
  it("sends the profile check and the section's first queries with the stored token, for the host to take", () => {
    signedInTab();
    const fetch = loadAt('/agency/inquiry-management');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['https://accounts.test/api/profile', 'https://property.test/api/enquiries/agency/101']);
    expect(fetch.mock.calls[1]?.[1]).toEqual({ headers: { Accept: 'application/json', Authorization: 'Bearer tok-1' } });
    expect(Object.keys(hostWindow.__hostEarlyRequests ?? {})).toEqual(['https://accounts.test/api/profile', 'https://property.test/api/enquiries/agency/101']);
    expect(hostWindow.__hostEarlyRequests?.['https://accounts.test/api/profile']?.authorization).toBe('Bearer tok-1');
  });

  it('leaves out a request whose profile field the stored profile lacks', () => {
    signedInTab();
    const fetch = loadAt('/agency/dashboard');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends nothing for an expired token, a missing or unreadable profile, or the sign-in page', () => {
    signedInTab({ expiresIn: -1 });
    expect(loadAt('/agency/inquiry-management')).not.toHaveBeenCalled();
    signedInTab({ profile: 'not json' });
    expect(loadAt('/agency/inquiry-management')).not.toHaveBeenCalled();
    signedInTab();
    sessionStorage.removeItem('profileData');
    expect(loadAt('/agency/inquiry-management')).not.toHaveBeenCalled();
    signedInTab();
    expect(loadAt('/agencySignin')).not.toHaveBeenCalled();
  });

  it('sends nothing for a section without templates (a demo build has none)', () => {
    signedInTab();
    expect(loadAt('/agency/bulk-upload')).not.toHaveBeenCalled();
  });

  it('sends them only once, at parse time, not on the host\'s later preloads', () => {
    signedInTab();
    const fetch = loadAt('/agency/inquiry-management');
    hostWindow.__hostRoutePreload?.('/agency/inquiry-management', true);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
