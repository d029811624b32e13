import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installRoutePreload, type WindowWithRoutePreload } from '../../build/routePreloadRuntime';
import { routePreloadMap } from './routePreloadMap.testing';

// The script index.html runs while it parses (build/routePreloadRuntime.ts): which files it asks the
// browser for, for which path, and what it answers the host.

const map = routePreloadMap;
const hostWindow = window as WindowWithRoutePreload;

function requested() {
  return [...document.head.querySelectorAll('link')].map((link) => `${link.rel}${link.as ? `:${link.as}` : ''} ${link.getAttribute('href')}`);
}

function loadAt(path: string) {
  window.history.replaceState(null, '', path);
  installRoutePreload(map, hostWindow);
}

beforeEach(() => document.head.replaceChildren());
afterEach(() => {
  sessionStorage.clear();
  delete hostWindow.__hostRoutePreload;
  window.history.replaceState(null, '', '/');
});

describe("index.html's route preload", () => {
  it('requests the sign-in page without a stored token, whatever the path', () => {
    loadAt('/agency/inquiry-management');
    expect(requested()).toEqual(['modulepreload /assets/SignInRoute.js', 'modulepreload /assets/signin.js', 'preload:style /assets/signin.css']);
  });

  it("requests the panel, the section's screen and its first-data module together for a signed-in tab", () => {
    sessionStorage.setItem('token', 'tok-1');
    loadAt('/agency/inquiry-management');
    expect(requested()).toEqual([
      'modulepreload /assets/AgencyPanelRoute.js',
      'modulepreload /assets/signin.js',
      'preload:style /assets/signin.css',
      'modulepreload /assets/InquiryManagementSection.js',
      'modulepreload /assets/inquiryFirstData.js',
    ]);
    // crossOrigin '' is anonymous: the same credentials mode as Vite's imports, so the answers are reused.
    expect([...document.head.querySelectorAll('link')].every((link) => link.getAttribute('crossorigin') === '')).toBe(true);
  });

  it('answers the host which section a path shows and where its first-data module is, and asks for nothing twice', () => {
    sessionStorage.setItem('token', 'tok-1');
    loadAt('/agency/inquiry-management');
    const preload = hostWindow.__hostRoutePreload;
    expect(preload?.('/agency/inquiry-management', true)).toEqual({ section: 'inquiry-management', firstData: '/assets/inquiryFirstData.js' });
    expect(requested()).toHaveLength(5);
    expect(preload?.('/', true)).toEqual({ section: 'dashboard', firstData: null });
    expect(preload?.('/agency/properties', true)).toEqual({ section: 'properties', firstData: null });
    expect(preload?.('/agencySignin', true)).toBeNull();
    expect(requested().slice(5)).toEqual(['modulepreload /assets/DashboardSection.js', 'modulepreload /assets/Unavailable.js', 'modulepreload /assets/SignInRoute.js']);
  });

  it("requests a demo build's sandbox before a panel page's code, and only its credentials with the sign-in page's", () => {
    const demoMap = { ...map, files: [...map.files, 'demoAgencyCredentials.js', 'startDemoSandbox.js'], demo: [map.files.length, map.files.length + 1], demoSignIn: [map.files.length] };
    installRoutePreload(demoMap, hostWindow);
    expect(requested()).toEqual([
      'modulepreload /assets/SignInRoute.js',
      'modulepreload /assets/signin.js',
      'preload:style /assets/signin.css',
      'modulepreload /assets/demoAgencyCredentials.js',
    ]);
    document.head.replaceChildren();
    sessionStorage.setItem('token', 'tok-1');
    window.history.replaceState(null, '', '/agency/dashboard');
    installRoutePreload(demoMap, hostWindow);
    expect(requested().slice(0, 3)).toEqual(['modulepreload /assets/demoAgencyCredentials.js', 'modulepreload /assets/startDemoSandbox.js', 'modulepreload /assets/AgencyPanelRoute.js']);
  });

  it('runs from its own text alone, as index.html inlines it', () => {
    sessionStorage.setItem('token', 'tok-1');
    window.history.replaceState(null, '', '/agency/dashboard');
    new Function('map', 'win', `(${installRoutePreload.toString()})(map, win);`)(map, hostWindow);
    expect(requested()).toContain('modulepreload /assets/DashboardSection.js');
  });
});
