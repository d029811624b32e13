import { describe, expect, it } from 'vitest';
import {
  hasTeamMobileDigits,
  teamMemberCreatePayloadSchema,
  teamMemberSchema,
  teamMemberUpdatePayloadSchema,
} from './teamMember.schema';

const member = {
  id: 7,
  name: 'Layla Hassan',
  title: 'Senior Sales Consultant',
  email: 'layla.hassan@gulfcrest.ae',
  mobile: '0501234567',
  imgUrl: '/api/media/layla.jpg',
  created: '2024-09-02T08:00:00',
};

const createBody = {
  name: 'Layla Hassan',
  title: 'Senior Sales Consultant',
  imgUrl: '/api/media/layla.jpg',
  email: '',
  mobile: '',
  agency_login_id: 5012,
};

describe('team member schema', () => {
  it('accepts a member, and one without e-mail or mobile', () => {
    expect(teamMemberSchema.parse(member).created).toBe('2024-09-02T08:00:00');
    expect(teamMemberSchema.safeParse({ ...member, email: null, mobile: undefined }).success).toBe(true);
  });
});

describe('team member payloads', () => {
  it('accepts a creation with the agency login id and empty optional fields', () => {
    expect(teamMemberCreatePayloadSchema.parse(createBody).agency_login_id).toBe(5012);
  });

  it('requires the agency login id on create only', () => {
    const { agency_login_id: _omitted, ...updateBody } = createBody;
    expect(teamMemberCreatePayloadSchema.safeParse(updateBody).success).toBe(false);
    expect(teamMemberUpdatePayloadSchema.safeParse(updateBody).success).toBe(true);
  });

  it('requires name, title and image', () => {
    for (const field of ['name', 'title', 'imgUrl'] as const) {
      expect(teamMemberUpdatePayloadSchema.safeParse({ ...createBody, [field]: ' ' }).success, field).toBe(false);
    }
  });

  it('checks an e-mail only when given', () => {
    expect(teamMemberUpdatePayloadSchema.safeParse({ ...createBody, email: 'layla@gulfcrest.ae' }).success).toBe(true);
    expect(teamMemberUpdatePayloadSchema.safeParse({ ...createBody, email: 'layla-at-gulfcrest' }).success).toBe(false);
  });

  it('checks a mobile only when given: 10 digits once the rest is removed', () => {
    expect(teamMemberUpdatePayloadSchema.safeParse({ ...createBody, mobile: '050-123-4567' }).success).toBe(true);
    expect(teamMemberUpdatePayloadSchema.safeParse({ ...createBody, mobile: '+971 50 123 4567' }).success).toBe(false);
    expect(hasTeamMobileDigits('(050) 123 4567')).toBe(true);
    expect(hasTeamMobileDigits('050123456')).toBe(false);
  });
});
