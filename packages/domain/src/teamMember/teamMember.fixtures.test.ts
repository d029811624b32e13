import { describe, expect, it } from 'vitest';
import { expectSchemaRoundTrip, isDateIn2025Or2026, sampleMany } from '../fixtures/fixtureChecks.testing';
import { createTeamMember } from './teamMember.fixtures';
import { teamMemberSchema, teamMemberUpdatePayloadSchema } from './teamMember.schema';

describe('createTeamMember', () => {
  const members = sampleMany((random) => createTeamMember(random));

  it('passes the team member schema unchanged, item after item', () => {
    expectSchemaRoundTrip(teamMemberSchema, members);
  });

  it('is deterministic', () => {
    expect(createTeamMember(4)).toEqual(createTeamMember(4));
    expect(createTeamMember(4)).not.toEqual(createTeamMember(5));
  });

  it('can be saved through the edit form as it is: ten-digit mobile, valid e-mail, title and image', () => {
    for (const member of members) {
      teamMemberUpdatePayloadSchema.parse({
        name: member.name,
        title: member.title,
        imgUrl: member.imgUrl,
        email: member.email ?? '',
        mobile: member.mobile ?? '',
      });
      expect(member.imgUrl).toMatch(/^\/api\/media\/team-[a-z-]+\.jpg$/);
      expect(isDateIn2025Or2026(member.created)).toBe(true);
    }
    expect(members.some((member) => member.mobile === null)).toBe(true);
  });

  it('uses the agency mail domain given, marinahomes.ae by default', () => {
    const withDomain = sampleMany((random) => createTeamMember(random, {}, { emailDomain: 'creeksiderealty.ae' }), 30);
    expect(withDomain.filter((member) => member.email).every((member) => member.email?.endsWith('@creeksiderealty.ae'))).toBe(true);
    expect(members.filter((member) => member.email).every((member) => member.email?.endsWith('@marinahomes.ae'))).toBe(true);
  });
});
