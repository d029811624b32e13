import { describe, expect, it } from 'vitest';
import { en } from '../messages/messages';
import { createAgencyProfile } from './agencyProfile.fixtures';
import {
  agencyProfileFormValues,
  createAgencyProfileFormSchema,
  isProfileEmail,
  isProfilePhone,
  isProfileUrl,
  type AgencyProfileFormValues,
} from './agencyProfileForm.schema';
import { westernDigits } from '../primitives/westernDigits';
import { parseIndustryStartYear, profileTextMaxLengths } from './agencyProfileText.rules';

const schema = createAgencyProfileFormSchema({ currentYear: () => 2026 });
const messages = en.agencyProfile.validation;
const filled = agencyProfileFormValues(createAgencyProfile(3));

/** The messages the schema gives `field` when it holds `value`, the rest of the form being valid. */
function messagesFor(field: keyof AgencyProfileFormValues, value: unknown): string[] {
  const result = schema.safeParse({ ...filled, [field]: value });
  return result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

describe('isProfileEmail', () => {
  it.each(['info@marinahomes.ae', ' sales.team@gulf-crest.co.ae '])('accepts %j', (value) => {
    expect(isProfileEmail(value)).toBe(true);
  });
  it.each(['info@', 'info.marinahomes.ae', 'info@marinahomes', 'in fo@marinahomes.ae', '@marinahomes.ae'])('refuses %j', (value) => {
    expect(isProfileEmail(value)).toBe(false);
  });
});

describe('isProfileUrl', () => {
  it.each(['https://www.marinahomes.ae', 'http://marinahomes.ae/about', 'https://x.com/marinahomes', 'https://www.linkedin.com/company/marina-homes'])(
    'accepts %j',
    (value) => {
      expect(isProfileUrl(value)).toBe(true);
    },
  );
  it.each(['www.marinahomes.ae', 'marinahomes', 'https://marinahomes', 'ftp://marinahomes.ae', 'https://marina homes.ae', 'javascript:alert(1)'])(
    'refuses %j',
    (value) => {
      expect(isProfileUrl(value)).toBe(false);
    },
  );
});

describe('isProfilePhone', () => {
  it.each([
    '+971 50 123 4567',
    '+971 4 123 4567',
    '+971-50-123-4567',
    '+971 (0)50 123 4567',
    '00971 50 123 4567',
    '050 123 4567',
    '04 123 4567',
    '+44 20 7946 0958',
    '971501234567',
  ])('accepts %j', (value) => {
    expect(isProfilePhone(value)).toBe(true);
  });
  it.each([
    '+971 50 123',
    '+971 50 123 45678',
    '050 123',
    '0501234567890',
    '+44 12',
    '12345',
    '050 CALL NOW',
    '050+1234567',
    '+1234567890123456',
  ])('refuses %j', (value) => {
    expect(isProfilePhone(value)).toBe(false);
  });
});

describe('agencyProfileFormSchema', () => {
  it('accepts a loaded fixture profile as its starting values', () => {
    expect(schema.parse(filled)).toEqual(filled);
  });

  it('allows every optional field empty', () => {
    const empty = Object.fromEntries(Object.entries(filled).map(([field, value]) => [field, Array.isArray(value) ? [] : '']));
    expect(schema.safeParse(empty).success).toBe(true);
    expect(messagesFor('businessEmail', '   ')).toEqual([]);
  });

  it.each(['email', 'businessEmail'] as const)('checks the e-mail %s', (field) => {
    expect(messagesFor(field, 'info@marinahomes.ae')).toEqual([]);
    expect(messagesFor(field, 'info@marinahomes')).toEqual([messages.email]);
  });

  it.each(['webUrl', 'website', 'facebookUrl', 'youtubeUrl', 'instagramUrl', 'linkedinUrl', 'xurl'] as const)('checks the URL %s', (field) => {
    expect(messagesFor(field, 'https://www.marinahomes.ae')).toEqual([]);
    expect(messagesFor(field, 'marinahomes.ae')).toEqual([messages.url]);
  });

  it.each(['mobileNumber', 'contactNumber1', 'contactNumber2', 'whatsappNumber'] as const)('checks the phone number %s', (field) => {
    expect(messagesFor(field, '+971 50 123 4567')).toEqual([]);
    expect(messagesFor(field, '12-34')).toEqual([messages.phone]);
  });

  it('takes a whole start year from 1900 to the current year, or nothing', () => {
    expect(messagesFor('industryStartYear', '2011')).toEqual([]);
    expect(messagesFor('industryStartYear', ' 1900 ')).toEqual([]);
    expect(messagesFor('industryStartYear', '2026')).toEqual([]);
    expect(messagesFor('industryStartYear', '')).toEqual([]);
    expect(messagesFor('industryStartYear', '2011.5')).toEqual([messages.yearWhole]);
    expect(messagesFor('industryStartYear', 'twenty')).toEqual([messages.yearWhole]);
    expect(messagesFor('industryStartYear', '11')).toEqual([messages.yearWhole]);
    expect(messagesFor('industryStartYear', '1899')).toEqual([messages.yearRange(1900, 2026)]);
    expect(messagesFor('industryStartYear', '2027')).toEqual(['Enter a year between 1900 and 2026']);
  });

  it('takes the start year in Arabic-Indic digits and gives it back in 0-9', () => {
    expect(messagesFor('industryStartYear', '٢٠١٥')).toEqual([]);
    expect(messagesFor('industryStartYear', '۲۰۱۱')).toEqual([]);
    expect(messagesFor('industryStartYear', '١٨٩٩')).toEqual([messages.yearRange(1900, 2026)]);
    expect(schema.parse({ ...filled, industryStartYear: ' ٢٠١٥ ' }).industryStartYear).toBe('2015');
  });

  it('trims every text field', () => {
    const parsed = schema.parse({ ...filled, name: '  Marina Homes  ', description: '\n About us \n', webUrl: ' https://marinahomes.ae ' });
    expect(parsed).toMatchObject({ name: 'Marina Homes', description: 'About us', webUrl: 'https://marinahomes.ae' });
    expect(schema.parse({ ...filled, ded: '   ' }).ded).toBe('');
  });

  it('holds each saved text field to its length, counted after trimming', () => {
    expect(messagesFor('name', 'x'.repeat(profileTextMaxLengths.name))).toEqual([]);
    expect(messagesFor('name', ` ${'x'.repeat(profileTextMaxLengths.name)} `)).toEqual([]);
    expect(messagesFor('name', 'x'.repeat(profileTextMaxLengths.name + 1))).toEqual([messages.tooLong(255)]);
    expect(messagesFor('description', 'x'.repeat(2001))).toEqual([messages.tooLong(2000)]);
    expect(messagesFor('mobileNumber', `+971 50 123 4567${' 0'.repeat(10)}`)).toContain(messages.tooLong(30));
  });

  it('reads the current year when it checks, not when it is built', () => {
    let year = 2026;
    const moving = createAgencyProfileFormSchema({ currentYear: () => year });
    expect(moving.safeParse({ ...filled, industryStartYear: '2027' }).success).toBe(false);
    year = 2027;
    expect(moving.safeParse({ ...filled, industryStartYear: '2027' }).success).toBe(true);
  });

  it('holds service areas as whole ids', () => {
    expect(messagesFor('areas', [1, 4])).toEqual([]);
    expect(messagesFor('areas', [])).toEqual([]);
    expect(messagesFor('areas', [1.5])).not.toEqual([]);
    expect(messagesFor('areas', [{ id: 1, serviceArea: 'Downtown Dubai' }])).not.toEqual([]);
  });
});

describe('agencyProfileFormValues', () => {
  it('starts the form from a profile: nulls as empty text, the year as text, areas as ids', () => {
    const profile = createAgencyProfile(5, { xurl: null, industryStartYear: 2009 });
    const values = agencyProfileFormValues(profile);
    expect(values.xurl).toBe('');
    expect(values.industryStartYear).toBe('2009');
    expect(values.areas).toEqual(profile.areas?.map((area) => area.id));
    expect(values.name).toBe(profile.name);
  });

  it('starts an empty form from a profile holding only its id', () => {
    const values = agencyProfileFormValues({ id: 12 });
    expect(values.industryStartYear).toBe('');
    expect(values.areas).toEqual([]);
    expect(values.businessEmail).toBe('');
  });
});

describe('westernDigits and parseIndustryStartYear', () => {
  it('reads Arabic-Indic and Eastern Arabic-Indic digits as 0-9 and leaves other text', () => {
    expect(westernDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(westernDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(westernDigits('Year ٢٠١٥')).toBe('Year 2015');
  });

  it.each([
    ['٢٠١٥', 2015],
    [' 2009 ', 2009],
    [2012, 2012],
    ['', null],
    ['2015.5', null],
    ['-5', null],
    [2015.5, null],
    [null, null],
  ] as const)('reads %j as %j', (input, expected) => {
    expect(parseIndustryStartYear(input)).toBe(expected);
  });
});
