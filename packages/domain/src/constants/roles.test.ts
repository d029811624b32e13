import { describe, expect, it } from 'vitest';
import { defaultRoleName, hasAgencyRole, isRoleName, roleNameOf } from './roles';

describe('roles', () => {
  it('maps role ids to names', () => {
    expect(roleNameOf(3)).toBe('DEVELOPER');
    expect(roleNameOf(4)).toBe('AGENCY');
    expect(roleNameOf(5)).toBe('AGENT');
    expect(roleNameOf(1)).toBeUndefined();
    expect(roleNameOf(null)).toBeUndefined();
  });

  it('defaults a stored profile to AGENCY', () => {
    expect(defaultRoleName).toBe('AGENCY');
  });

  it('grants the agency pages to roleId 4 only', () => {
    expect(hasAgencyRole(4)).toBe(true);
    expect(hasAgencyRole(5)).toBe(false);
    expect(hasAgencyRole(undefined)).toBe(false);
  });

  it('recognises the role names', () => {
    expect(isRoleName('AGENT')).toBe(true);
    expect(isRoleName('ADMIN')).toBe(false);
    expect(isRoleName(4)).toBe(false);
  });
});
