import { describe, expect, it } from 'vitest';
import { panelPathFrom, returnPathFrom, signInPathAfter, signInReturningTo } from './returnPath';

describe('return path through the sign-in page', () => {
  it('carries a panel page with its query to the sign-in page and back', () => {
    const signIn = signInReturningTo('/agency/inquiry-management', '?status=NEW&inquiry=42');
    expect(signIn).toBe('/agencySignin?next=%2Fagency%2Finquiry-management%3Fstatus%3DNEW%26inquiry%3D42');
    expect(returnPathFrom(new URL(signIn, 'http://localhost').search)).toBe('/agency/inquiry-management?status=NEW&inquiry=42');
  });

  it('sends pages outside the panel to the plain sign-in page', () => {
    expect(signInReturningTo('/agencySignin', '')).toBe('/agencySignin');
    expect(signInReturningTo('/', '')).toBe('/agencySignin');
    expect(signInReturningTo('/agency/no-such-section', '')).toBe('/agencySignin');
  });

  it('follows no address off the site or outside the panel', () => {
    for (const target of [
      'https://evil.example/agency/dashboard',
      '//evil.example/agency/dashboard',
      '/\\evil.example/agency/dashboard',
      'javascript:alert(1)',
      '/agency/dashboard/../../admin',
      '/agency/unknown',
      '/agencySignin',
      'agency/dashboard',
      '',
      null,
    ]) {
      expect(panelPathFrom(target), String(target)).toBeNull();
    }
    expect(returnPathFrom('?next=https%3A%2F%2Fevil.example')).toBeNull();
    expect(returnPathFrom('')).toBeNull();
  });

  it('accepts every panel section', () => {
    expect(panelPathFrom('/agency/dashboard')).toBe('/agency/dashboard');
    expect(panelPathFrom('/agency/agency-profile?tab=reviews')).toBe('/agency/agency-profile?tab=reviews');
  });

  it('returns after a session that ended by itself or never began, and starts over after signing out', () => {
    for (const reason of ['refreshFailed', 'unauthorized', 'noToken', null] as const) {
      expect(signInPathAfter(reason, '/agency/dashboard', '')).toBe('/agencySignin?next=%2Fagency%2Fdashboard');
    }
    expect(signInPathAfter('signOut', '/agency/dashboard', '')).toBe('/agencySignin');
  });
});
