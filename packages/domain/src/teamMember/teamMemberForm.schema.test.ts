import { describe, expect, it } from 'vitest';
import { createTeamMember } from './teamMember.fixtures';
import {
  emptyTeamMemberForm,
  isTeamMemberFormError,
  isValidTeamMobile,
  normaliseTeamMobile,
  teamMemberFormFrom,
  teamMemberFormSchema,
  type TeamMemberFormInput,
} from './teamMemberForm.schema';
import { teamMemberUpdatePayloadSchema } from './teamMember.schema';
import { storedTextMaxLengths } from '../constants/storedTextLimits';
import { teamMessages } from '../messages/team.messages';

const valid: TeamMemberFormInput = {
  name: 'Layla Haddad',
  title: 'Leasing Consultant',
  imgUrl: '/api/media/team-layla.jpg',
  email: 'layla.haddad@marinahomes.ae',
  mobile: '050 123 4567',
};

function errorsOf(input: TeamMemberFormInput): Record<string, string | undefined> {
  const result = teamMemberFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('teamMemberFormSchema', () => {
  it('names each refusal by a key of the team form copy, whose text is the spec message', () => {
    const errors = errorsOf({ ...emptyTeamMemberForm, email: 'not-an-address', mobile: '12345' });
    expect(errors).toEqual({
      name: 'nameRequired',
      title: 'titleRequired',
      imgUrl: 'imageRequired',
      email: 'invalidEmail',
      mobile: 'invalidPhone',
    });
    const texts = Object.values(errors).map((key) => (isTeamMemberFormError(key) ? teamMessages.form[key] : key));
    expect(texts).toEqual([
      'Name is required',
      'Title is required',
      'Profile image is required',
      'Invalid email format',
      'Phone number should be 10 digits',
    ]);
  });

  it('refuses a name or title of spaces only', () => {
    expect(errorsOf({ ...valid, name: '   ', title: '\t' })).toEqual({ name: 'nameRequired', title: 'titleRequired' });
  });

  it('accepts an empty e-mail and mobile (both optional)', () => {
    expect(teamMemberFormSchema.parse({ ...valid, email: '', mobile: '  ' })).toMatchObject({ email: '', mobile: '' });
  });

  it('accepts a 200-character name whole, and Arabic names, trimmed but never cut', () => {
    const long = 'م'.repeat(100) + 'a'.repeat(100);
    expect(teamMemberFormSchema.parse({ ...valid, name: ` ${long} ` }).name).toBe(long);
    expect(teamMemberFormSchema.parse({ ...valid, name: 'سارة المنصوري' }).name).toBe('سارة المنصوري');
  });

  it('refuses text longer than the backend stores, whole and by its own key', () => {
    expect(errorsOf({ ...valid, name: 'n'.repeat(255), title: 't'.repeat(255) })).toEqual({});
    expect(errorsOf({ ...valid, name: 'n'.repeat(256), title: 't'.repeat(256) })).toEqual({ name: 'nameTooLong', title: 'titleTooLong' });
    const longEmail = `${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.ae`;
    expect(longEmail.length).toBe(246);
    expect(errorsOf({ ...valid, email: longEmail })).toEqual({});
    const tooLong = teamMemberFormSchema.safeParse({ ...valid, email: `${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(8)}.ae` });
    expect(tooLong.success ? [] : tooLong.error.issues.map(({ message }) => message)[0]).toBe('emailTooLong');
    // Ten digits spread over 37 characters: a number, but longer than the backend keeps.
    expect(errorsOf({ ...valid, mobile: '0 5 0 1 2 3 4 5 6 7'.replaceAll(' ', '   ') })).toEqual({ mobile: 'phoneTooLong' });
    expect(errorsOf({ ...valid, mobile: '0 5 0 1 2 3 4 5 6 7'.replaceAll(' ', '  ') })).toEqual({});
    expect(teamMessages.form.nameTooLong).toBe(`Name must be at most ${storedTextMaxLengths.line} characters`);
    expect(teamMessages.form.emailTooLong).toBe(`Email must be at most ${storedTextMaxLengths.email} characters`);
    expect(teamMessages.form.phoneTooLong).toBe(`Phone number must be at most ${storedTextMaxLengths.phone} characters`);
  });

  it('accepts e-mails with plus signs and subdomains, refuses what is not an address', () => {
    expect(errorsOf({ ...valid, email: 'layla+team@mail.dubai.marinahomes.ae' })).toEqual({});
    for (const email of ['layla@', '@marinahomes.ae', 'layla haddad@marinahomes.ae', 'layla@marinahomes']) {
      expect(errorsOf({ ...valid, email })).toEqual({ email: 'invalidEmail' });
    }
  });

  it('sends a mobile in international form as the local number the server counts', () => {
    expect(teamMemberFormSchema.parse({ ...valid, mobile: '+971 50 123 4567' }).mobile).toBe('050 123 4567');
    const output = teamMemberFormSchema.parse({ ...valid, mobile: '00971-50-123-4567' });
    expect(teamMemberUpdatePayloadSchema.safeParse(output).success).toBe(true);
  });

  it('fills the edit form from a member, absent fields as empty text', () => {
    const member = createTeamMember(7, { email: null, mobile: undefined, title: null });
    expect(teamMemberFormFrom(member)).toEqual({ name: member.name, title: '', imgUrl: member.imgUrl, email: '', mobile: '' });
  });
});

describe('isValidTeamMobile', () => {
  it.each(['0501234567', '050 123 4567', '050-123-4567', '(050) 123.4567', '+971501234567', '+971 50 123 4567', '+971 (0)50 123 4567', '00971 50 123 4567'])(
    'accepts %s',
    (mobile) => expect(isValidTeamMobile(mobile)).toBe(true),
  );

  it.each(['050123456', '05012345678', '971501234567', '+1 555 123 4567', '050-ABC-1234567', '050 123 4567 x', '0501234567+'])('refuses %s', (mobile) =>
    expect(isValidTeamMobile(mobile)).toBe(false),
  );
});

describe('normaliseTeamMobile', () => {
  it('keeps the user’s spacing and swaps only a UAE country code for the local 0', () => {
    expect(normaliseTeamMobile(' +971 (0)50 123 4567 ')).toBe('050 123 4567');
    expect(normaliseTeamMobile('+971-50-1234567')).toBe('050-1234567');
    expect(normaliseTeamMobile('050 123 4567')).toBe('050 123 4567');
    expect(normaliseTeamMobile('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
});
