import { describe, expect, it } from 'vitest';
import {
  sessionProfileResponseSchema,
  sessionProfileSchema,
  signInRequestSchema,
  tokenResponseSchema,
} from './session.schema';

const agencyProfileData = {
  id: 12,
  roleId: 4,
  userId: 90,
  loginId: 3012,
  name: 'Palm Vista Realty',
  email: 'hello@palmvista.ae',
  mobileNumber: '+971501234567',
  businessEmail: 'sales@palmvista.ae',
  profilePicture: 'profile/palm.png',
  areas: [{ id: 1, serviceArea: 'Dubai Marina' }],
};

describe('signInRequestSchema', () => {
  it('trims the email and keeps the password as typed', () => {
    expect(signInRequestSchema.parse({ email: ' agency@example.ae ', password: ' secret ' })).toEqual({
      email: 'agency@example.ae',
      password: ' secret ',
    });
  });

  it('rejects a malformed email and an empty password', () => {
    expect(signInRequestSchema.safeParse({ email: 'not-an-email', password: 'x' }).success).toBe(false);
    expect(signInRequestSchema.safeParse({ email: 'agency@example.ae', password: '' }).success).toBe(false);
  });
});

describe('tokenResponseSchema', () => {
  it('accepts a token with a lifetime in seconds, also sent as a numeric string', () => {
    expect(tokenResponseSchema.parse({ token: 'abc', expiresIn: 3600 })).toEqual({ token: 'abc', expiresIn: 3600 });
    expect(tokenResponseSchema.parse({ token: 'abc', expiresIn: '3600' })).toEqual({ token: 'abc', expiresIn: 3600 });
  });

  it('rejects a missing token or a lifetime that is not positive', () => {
    expect(tokenResponseSchema.safeParse({ token: '', expiresIn: 3600 }).success).toBe(false);
    expect(tokenResponseSchema.safeParse({ token: 'abc', expiresIn: 0 }).success).toBe(false);
    expect(tokenResponseSchema.safeParse({ token: 'abc', expiresIn: '' }).success).toBe(false);
    expect(tokenResponseSchema.safeParse({ token: 'abc' }).success).toBe(false);
  });
});

describe('sessionProfileResponseSchema', () => {
  it('keeps only the session fields of the agency profile and defaults the role to AGENCY', () => {
    expect(sessionProfileResponseSchema.parse({ data: agencyProfileData })).toEqual({
      id: 12,
      roleId: 4,
      loginId: 3012,
      name: 'Palm Vista Realty',
      email: 'hello@palmvista.ae',
      profilePicture: 'profile/palm.png',
      role: 'AGENCY',
    });
  });

  it('turns nulls into absent fields and accepts a textual login id', () => {
    expect(
      sessionProfileResponseSchema.parse({
        data: { id: 12, roleId: 4, name: null, profilePicture: null, loginId: 'agency-3012', role: null, agentId: 7, developerId: null },
      }),
    ).toEqual({ id: 12, roleId: 4, role: 'AGENCY', loginId: 'agency-3012', agentId: 7 });
  });

  it('keeps an explicit role and rejects an unknown one', () => {
    expect(sessionProfileSchema.parse({ id: 1, roleId: 5, role: 'AGENT' }).role).toBe('AGENT');
    expect(sessionProfileSchema.safeParse({ id: 1, roleId: 5, role: 'ADMIN' }).success).toBe(false);
  });

  it('rejects a profile without id or roleId, or without the data envelope', () => {
    expect(sessionProfileResponseSchema.safeParse({ data: { roleId: 4 } }).success).toBe(false);
    expect(sessionProfileResponseSchema.safeParse({ data: { id: 1 } }).success).toBe(false);
    expect(sessionProfileResponseSchema.safeParse({ data: { id: '12', roleId: 4 } }).success).toBe(false);
    expect(sessionProfileResponseSchema.safeParse({ data: { id: 12, roleId: null } }).success).toBe(false);
    expect(sessionProfileResponseSchema.safeParse(agencyProfileData).success).toBe(false);
  });
});
