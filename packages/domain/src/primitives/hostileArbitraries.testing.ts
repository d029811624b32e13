import fc from 'fast-check';

/**
 * fast-check arbitraries of the text users paste, spreadsheets export and servers send, for the
 * property-based tests that show a parser never throws (issue 19). Shared by the domain's fuzz
 * tests so each one is fed the same hostile inputs.
 */

// Each is here because a parser of typed, pasted or stored text handles it apart, or a naive one
// breaks on it: the whitespace trim() drops and one it keeps (U+200B), line ends and NUL inside a
// value, Arabic-Indic digits and separators, look-alike minus signs, the characters CSV, RSQL, HTML
// and URLs give a meaning, lone surrogates (legal in a string, not in UTF-8), an astral emoji, a
// combining mark and the bidirectional controls that come with copied Arabic text.
const trickyCharacters = [
  ' ',
  '\t',
  '\n',
  '\r',
  '\r\n',
  '\u000b',
  '\u000c',
  '\u0000',
  '\u0007',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u1680',
  '\u2000',
  '\u200b',
  '\u2028',
  '\u2029',
  '\u202f',
  '\u3000',
  '\ufeff',
  '\u200e',
  '\u200f',
  '\u202e',
  '\u0660',
  '\u0665',
  '\u0669',
  '\u06f0',
  '\u06f9',
  '\u066b',
  '\u066c',
  '\u060c',
  '\u061b',
  '\u2212',
  '\u2012',
  '\u2013',
  '\u00b0',
  '\u00ba',
  '0',
  '1',
  '9',
  '.',
  ',',
  '+',
  '-',
  'e',
  'E',
  'x',
  '/',
  '%',
  '"',
  "'",
  '\\',
  '<',
  '>',
  '&',
  '&amp;',
  '&#0;',
  '&#x110000;',
  '&#99999999999;',
  '<!--',
  '-->',
  '<script>',
  '</script>',
  '<p>',
  '(',
  ')',
  ';',
  '=',
  '!',
  '~',
  '*',
  '#',
  '?',
  ':',
  '@',
  'N',
  'S',
  'W',
  'TRUE',
  'false',
  'AED',
  'sqft',
  'درهم',
  'د.إ',
  'ال',
  'ة',
  '\u0640',
  '\u0301',
  '\ud800',
  '\udfff',
  '\ud83c',
  '😀',
  '𝟘',
  'İ',
  'ß',
  'ﬁ',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  'undefined',
  'null',
];

/** One of the characters (or short sequences) parsers of real-world text trip over. */
export const trickyCharacter: fc.Arbitrary<string> = fc.constantFrom(...trickyCharacters);

/** Numbers written the ways people, spreadsheets and other programs write them, the unreadable ones included. */
export const oddNumberText: fc.Arbitrary<string> = fc.oneof(
  fc.double().map(String),
  fc.integer().map((value) => value.toLocaleString('en-US')),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.tuple(fc.integer({ min: -1000, max: 1000 }), fc.nat()).map(([whole, fraction]) => `${whole}.${fraction}`),
  fc.stringMatching(/^[ +-]?\d{0,3}(?:[,.' ]?\d{1,3}){0,4}(?:[.,]\d*)?(?:[eE][+-]?\d{1,3})?\s?(?:%|AED|sqft)?$/),
  fc.constantFrom(
    '',
    '0',
    '-0',
    '+0',
    '.5',
    '5.',
    '+.5',
    '-.',
    '.',
    '+',
    '-',
    '00012',
    '1,5',
    '1.2.3',
    '1e309',
    '-1e309',
    '0x10',
    '0b101',
    '1_000',
    '1 000',
    '12%',
    'AED 1,250,000',
    '1,350 sqft',
    '\u0661\u066c\u0662\u0665\u0660',
    '\u0663\u066b\u0665',
    '\u22125',
    '9'.repeat(400),
    `0.${'0'.repeat(400)}1`,
    '9007199254740993',
    '1/31/2024',
    '02/29/2023',
    '2/29/2000',
    '13/1/2024',
    '2024-01-31',
    '25.2048, 55.2708',
    '25,2 55,3',
    'N25.2 E55.3',
    '+971 50 123 4567',
    '00971-50-1234567',
  ),
);

/** `text` with its Western digits written as Arabic-Indic ones, or as the Eastern Arabic-Indic ones Persian keyboards type. */
export function withArabicDigits(text: string, eastern = false): string {
  const zero = eastern ? 0x06f0 : 0x0660;
  return text.replace(/\d/g, (digit) => String.fromCharCode(zero + Number(digit)));
}

const tricky = fc.string({ unit: fc.oneof(trickyCharacter, fc.string({ minLength: 1, maxLength: 1 })), maxLength: 30 });

/**
 * Text a parser may be handed, short: printable ASCII, any code point, whole graphemes, the tricky
 * characters mixed with plain ones, and numbers in odd forms and in Arabic-Indic digits. For inputs
 * drawn by the dozen in one run (the cells of a row), where a huge one in each would only be slow.
 */
export const shortHostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string(), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary' }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme' }), weight: 1 },
  { arbitrary: tricky, weight: 4 },
  { arbitrary: oddNumberText, weight: 4 },
  { arbitrary: fc.tuple(oddNumberText, fc.boolean()).map(([text, eastern]) => withArabicDigits(text, eastern)), weight: 2 },
);

/** A huge string (a whole pasted document, a column of a 10 MB CSV): up to some 150,000 characters of tricky text or digits. */
export const hugeText: fc.Arbitrary<string> = fc
  .tuple(fc.oneof(tricky, oddNumberText), fc.integer({ min: 500, max: 5000 }))
  .map(([text, times]) => (text || 'x').repeat(times));

/** Any text a parser may be handed: {@link shortHostileText}, and now and then {@link hugeText}. */
export const hostileText: fc.Arbitrary<string> = fc.oneof({ arbitrary: shortHostileText, weight: 15 }, { arbitrary: hugeText, weight: 1 });

/** {@link hostileText}, or a string a form or a query string could hand over in its place: none at all. */
export const hostileTextOrNothing: fc.Arbitrary<string | null | undefined> = fc.oneof(
  { arbitrary: hostileText, weight: 8 },
  { arbitrary: fc.constantFrom(null, undefined), weight: 1 },
);
