import * as z from 'zod';
import { storedTextMaxLengths } from '../constants/storedTextLimits';
import { hasTeamMobileDigits, type TeamMember } from './teamMember.schema';

/**
 * The reasons the team member form refuses a value (spec 2 section 5), named as the keys of the
 * catalogue's `team.form` group: the schema carries the key, the screen shows that key's text in the
 * locale of its messages context.
 */
export const teamMemberFormErrors = [
  'nameRequired',
  'titleRequired',
  'imageRequired',
  'invalidEmail',
  'invalidPhone',
  'nameTooLong',
  'titleTooLong',
  'emailTooLong',
  'phoneTooLong',
] as const;

/** One of {@link teamMemberFormErrors}. */
export type TeamMemberFormError = (typeof teamMemberFormErrors)[number];

/** Whether a zod issue's message is one of the form's error keys. */
export function isTeamMemberFormError(value: unknown): value is TeamMemberFormError {
  return typeof value === 'string' && (teamMemberFormErrors as readonly string[]).includes(value);
}

// A UAE number written in international form: '+971', '00971', optionally followed by the trunk
// '0' or '(0)' that people often keep ('+971 (0)50 ...'); it stands for the local leading 0.
const uaeCountryCode = /^(?:\+|00)\s*971[\s.-]*(?:\(0\)|0)?[\s.-]*/;
// What a phone number may be written with besides digits: spaces, dashes, dots, parentheses and a
// leading +. Letters or other signs are refused rather than silently dropped.
const phoneCharacters = /^\+?[\d\s().-]*$/;

/**
 * The mobile as it is checked and sent: trimmed, and a UAE country code in front ('+971 50 123 4567',
 * '00971-50-1234567') replaced by the local 0 ('050 123 4567'), so the ten-digit rule of spec 2
 * section 5 holds for the same number written either way. Other text is returned trimmed.
 */
export function normaliseTeamMobile(mobile: string): string {
  const trimmed = mobile.trim();
  return uaeCountryCode.test(trimmed) ? trimmed.replace(uaeCountryCode, '0') : trimmed;
}

/** Whether a mobile, once normalised, is written with phone characters only and holds exactly 10 digits. */
export function isValidTeamMobile(mobile: string): boolean {
  const normalised = normaliseTeamMobile(mobile);
  return phoneCharacters.test(normalised) && hasTeamMobileDigits(normalised);
}

/**
 * The Add / Edit Team Member form (spec 2 section 5): name, job title and profile image required,
 * e-mail optional but an address when given, mobile optional but 10 digits (see
 * {@link normaliseTeamMobile}) when given. Text is trimmed as it is sent and refused whole, never
 * cut, beyond what the backend stores (`storedTextMaxLengths`, issue 14: the spec sets no limit).
 * Each issue's message is a {@link TeamMemberFormError} key.
 */
export const teamMemberFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'nameRequired' satisfies TeamMemberFormError)
    .max(storedTextMaxLengths.line, 'nameTooLong' satisfies TeamMemberFormError),
  title: z
    .string()
    .trim()
    .min(1, 'titleRequired' satisfies TeamMemberFormError)
    .max(storedTextMaxLengths.line, 'titleTooLong' satisfies TeamMemberFormError),
  imgUrl: z.string().trim().min(1, 'imageRequired' satisfies TeamMemberFormError),
  email: z
    .string()
    .trim()
    .max(storedTextMaxLengths.email, 'emailTooLong' satisfies TeamMemberFormError)
    .refine((email) => email === '' || z.email().safeParse(email).success, 'invalidEmail' satisfies TeamMemberFormError),
  mobile: z
    .string()
    .trim()
    .refine((mobile) => mobile === '' || isValidTeamMobile(mobile), 'invalidPhone' satisfies TeamMemberFormError)
    .transform(normaliseTeamMobile)
    .refine((mobile) => mobile.length <= storedTextMaxLengths.phone, 'phoneTooLong' satisfies TeamMemberFormError),
});

/** What the form holds while the user edits: every field as text. */
export type TeamMemberFormInput = z.input<typeof teamMemberFormSchema>;

/** What a valid form gives: trimmed, the mobile normalised; the body of an update as it is. */
export type TeamMemberFormValues = z.output<typeof teamMemberFormSchema>;

/** The empty Add Team Member form. */
export const emptyTeamMemberForm: TeamMemberFormInput = { name: '', title: '', imgUrl: '', email: '', mobile: '' };

/** The Edit Team Member form filled from a member; missing optional fields become empty text. */
export function teamMemberFormFrom(member: TeamMember): TeamMemberFormInput {
  return {
    name: member.name,
    title: member.title ?? '',
    imgUrl: member.imgUrl ?? '',
    email: member.email ?? '',
    mobile: member.mobile ?? '',
  };
}
