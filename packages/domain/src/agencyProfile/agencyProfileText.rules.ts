import { westernDigits } from '../primitives/westernDigits';
/**
 * Rules for the text of the agency profile form (issue 13, point 8): the longest text each saved field
 * takes, and the digits a year may be typed in. docs/decisions.md 'Agency profile' says why.
 */

/** Fields of the profile save whose text the form limits. */
export type ProfileLimitedTextField =
  | 'name'
  | 'businessEmail'
  | 'description'
  | 'mobileNumber'
  | 'contactNumber1'
  | 'contactNumber2'
  | 'whatsappNumber'
  | 'webUrl'
  | 'website'
  | 'ded'
  | 'bRN'
  | 'orn'
  | 'address'
  | 'facebookUrl'
  | 'youtubeUrl'
  | 'instagramUrl'
  | 'linkedinUrl'
  | 'xurl';

/** A text column's length when nothing else is said (JPA's default VARCHAR(255)). */
const columnLength = 255;
/** An e-mail address's longest form (RFC 5321: 254 characters). */
const emailLength = 254;
/** A phone number: E.164's 15 digits with room for a leading 00, spaces, hyphens and brackets. */
const phoneLength = 30;
/** The description: a few paragraphs. */
const descriptionLength = 2000;

/**
 * The most characters each text field of the profile save takes, after trimming. The spec gives no
 * limits; these are the ones the server is taken to enforce (the sandbox refuses longer text), and
 * the form counts them down under each field.
 */
export const profileTextMaxLengths: { readonly [Field in ProfileLimitedTextField]: number } = {
  name: columnLength,
  businessEmail: emailLength,
  description: descriptionLength,
  mobileNumber: phoneLength,
  contactNumber1: phoneLength,
  contactNumber2: phoneLength,
  whatsappNumber: phoneLength,
  webUrl: columnLength,
  website: columnLength,
  ded: columnLength,
  bRN: columnLength,
  orn: columnLength,
  address: columnLength,
  facebookUrl: columnLength,
  youtubeUrl: columnLength,
  instagramUrl: columnLength,
  linkedinUrl: columnLength,
  xurl: columnLength,
};


/**
 * The industry start year from what the form or the server holds: a whole number typed in any of the
 * digits {@link westernDigits} reads, or a number; anything else (blank, fractional, text, or digits
 * past the safe integers, which would read as another number or Infinity) is null.
 */
export function parseIndustryStartYear(value: string | number | null | undefined): number | null {
  if (value == null) return null;
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  const text = westernDigits(value.trim());
  if (!/^\d+$/.test(text)) return null;
  const year = Number(text);
  return Number.isSafeInteger(year) ? year : null;
}
