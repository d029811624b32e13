import * as z from 'zod';
import { agencyProfileMessages } from '../messages/agencyProfile.messages';
import { idSchema } from '../primitives/primitives.schema';
import type { AgencyProfile } from './agencyProfile.schema';
import { westernDigits } from '../primitives/westernDigits';
import { profileTextMaxLengths, type ProfileLimitedTextField } from './agencyProfileText.rules';

const messages = agencyProfileMessages.validation;

/** The earliest industry start year the form takes; the latest is the current year. */
export const earliestIndustryStartYear = 1900;

// Deliberately loose, like the sign-in form's: the server has the last word, the form catches typos.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether `value` is an e-mail address (something@domain.tld, no spaces). */
export function isProfileEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

/** Whether `value` is an absolute http(s) URL whose host has a dot (so 'https://agency' is refused). */
export function isProfileUrl(value: string): boolean {
  const text = value.trim();
  if (/\s/.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && /^[^.]+(\.[^.]+)+$/.test(url.hostname);
}

/**
 * Whether `value` is a phone number an agency in the UAE would type. Spaces, hyphens, dots and
 * brackets are ignored, then:
 * - UAE international, `+971` or `00971`: 8 or 9 national digits (a landline `+971 4 123 4567`,
 *   a mobile `+971 50 123 4567`); a trunk 0 after the code (`+971 (0)50 ...`) is tolerated;
 * - UAE local, leading 0: 9 or 10 digits in all (`04 123 4567`, `050 123 4567`);
 * - other countries, `+` or `00` then the country code: 7 to 15 digits (E.164's maximum), so a
 *   London or Mumbai office number is accepted too;
 * - digits alone (no `+`, no 0): 7 to 15 of them, e.g. `971501234567` as some systems export it.
 * Letters or a `+` in the middle are refused.
 */
export function isProfilePhone(value: string): boolean {
  const compact = value.trim().replace(/[\s\-.()]/g, '');
  const uae = /^(?:\+|00)9710?(\d+)$/.exec(compact);
  if (uae) return /^\d{8,9}$/.test(uae[1] ?? '');
  if (/^(?:\+|00)\d+$/.test(compact)) return /^\d{7,15}$/.test(compact.replace(/^(?:\+|00)/, ''));
  if (compact.startsWith('0')) return /^0\d{8,9}$/.test(compact);
  return /^\d{7,15}$/.test(compact);
}

/** A saved text field: trimmed, at most its length (see {@link profileTextMaxLengths}). */
function limitedText(field: ProfileLimitedTextField) {
  const max = profileTextMaxLengths[field];
  return z.string().trim().max(max, { message: messages.tooLong(max) });
}

/** An optional checked text field: trimmed, empty passes, anything else must satisfy `isValid`. */
function optionalChecked(field: ProfileLimitedTextField, isValid: (value: string) => boolean, message: string) {
  return limitedText(field).refine((value) => value === '' || isValid(value), { message });
}

/** A field shown but not sent (e-mail, city, zip code): only trimmed. */
const shownText = z.string().trim();
const optionalEmail = (field: ProfileLimitedTextField) => optionalChecked(field, isProfileEmail, messages.email);
const optionalUrl = (field: ProfileLimitedTextField) => optionalChecked(field, isProfileUrl, messages.url);
const optionalPhone = (field: ProfileLimitedTextField) => optionalChecked(field, isProfilePhone, messages.phone);

/** Options of {@link createAgencyProfileFormSchema}. */
export interface AgencyProfileFormSchemaOptions {
  /** The latest accepted start year. @default the current year when the form is checked */
  readonly currentYear?: () => number;
}

/**
 * The zod schema of the profile edit form (spec 1 sections 3, 5 and 7), for react-hook-form's
 * zodResolver. Every text field is a string, trimmed, '' when empty: empty is always allowed, and a
 * field emptied in the form is sent cleared (null). Saved fields are at most their length
 * ({@link profileTextMaxLengths}). E-mails, URLs and phone numbers are checked (see
 * {@link isProfileEmail}, {@link isProfileUrl}, {@link isProfilePhone}). industryStartYear is typed
 * text: empty, or a whole year from 1900 to the current year, in 0-9 or Arabic-Indic digits ('٢٠١٥'),
 * given back in 0-9 (the save sends it as an integer or null). areas holds the chosen service areas' ids.
 */
export function createAgencyProfileFormSchema({ currentYear = () => new Date().getFullYear() }: AgencyProfileFormSchemaOptions = {}) {
  const industryStartYear = z.string().transform((value, context) => {
    const text = westernDigits(value.trim());
    if (text === '') return text;
    if (!/^\d{4}$/.test(text)) {
      context.addIssue({ code: 'custom', message: messages.yearWhole });
      return text;
    }
    const latest = currentYear();
    const year = Number(text);
    if (year < earliestIndustryStartYear || year > latest) {
      context.addIssue({ code: 'custom', message: messages.yearRange(earliestIndustryStartYear, latest) });
    }
    return text;
  });

  return z.object({
    name: limitedText('name'),
    email: shownText.refine((value) => value === '' || isProfileEmail(value), { message: messages.email }),
    businessEmail: optionalEmail('businessEmail'),
    description: limitedText('description'),
    industryStartYear,
    mobileNumber: optionalPhone('mobileNumber'),
    contactNumber1: optionalPhone('contactNumber1'),
    contactNumber2: optionalPhone('contactNumber2'),
    whatsappNumber: optionalPhone('whatsappNumber'),
    webUrl: optionalUrl('webUrl'),
    website: optionalUrl('website'),
    ded: limitedText('ded'),
    bRN: limitedText('bRN'),
    orn: limitedText('orn'),
    address: limitedText('address'),
    city: shownText,
    zipCode: shownText,
    areas: z.array(idSchema),
    facebookUrl: optionalUrl('facebookUrl'),
    youtubeUrl: optionalUrl('youtubeUrl'),
    instagramUrl: optionalUrl('instagramUrl'),
    linkedinUrl: optionalUrl('linkedinUrl'),
    xurl: optionalUrl('xurl'),
  });
}

/** The profile edit form's schema, checking the start year against the current year. */
export const agencyProfileFormSchema = createAgencyProfileFormSchema();

/** The values of the profile edit form. */
export type AgencyProfileFormValues = z.infer<typeof agencyProfileFormSchema>;

/** A field of the profile edit form. */
export type AgencyProfileFormField = keyof AgencyProfileFormValues;

/** The edit form's starting values from a loaded profile: absent and null fields become ''. */
export function agencyProfileFormValues(profile: AgencyProfile): AgencyProfileFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    name: text(profile.name),
    email: text(profile.email),
    businessEmail: text(profile.businessEmail),
    description: text(profile.description),
    industryStartYear: profile.industryStartYear == null ? '' : String(profile.industryStartYear),
    mobileNumber: text(profile.mobileNumber),
    contactNumber1: text(profile.contactNumber1),
    contactNumber2: text(profile.contactNumber2),
    whatsappNumber: text(profile.whatsappNumber),
    webUrl: text(profile.webUrl),
    website: text(profile.website),
    ded: text(profile.ded),
    bRN: text(profile.bRN),
    orn: text(profile.orn),
    address: text(profile.address),
    city: text(profile.city),
    zipCode: text(profile.zipCode),
    areas: (profile.areas ?? []).map((area) => area.id),
    facebookUrl: text(profile.facebookUrl),
    youtubeUrl: text(profile.youtubeUrl),
    instagramUrl: text(profile.instagramUrl),
    linkedinUrl: text(profile.linkedinUrl),
    xurl: text(profile.xurl),
  };
}
