import { isolate } from './isolate';

// Built on first use, not when the catalogue loads: a screen's first render should not pay for them.
let numbers: Intl.NumberFormat | undefined;
let plurals: Intl.PluralRules | undefined;
let dirhams: Intl.NumberFormat | undefined;
const decimals = new Map<number, Intl.NumberFormat>();

/**
 * Western digits (0-9), as UAE back-office software writes numbers in Arabic text. Node's ICU already
 * formats 'ar-AE' with them, but other ICU data (older browsers, other CLDR versions) gives
 * Arabic-Indic digits (٠١٢) for 'ar' locales, so the numbering system is forced rather than assumed.
 */
const westernDigits = { numberingSystem: 'latn' } as const;

/**
 * The directional marks Intl puts around a minus sign or a currency (LRM, RLM, ALM). The catalogue
 * isolates every number it interpolates (see isolate.ts), which does their work, so they are dropped
 * and the text holds no invisible characters but the isolates.
 */
const directionalMarks = /[\u200e\u200f\u061c]/g;

/** A count as Arabic copy writes it, Western digits grouped: 10155 -> '10,155', -10 -> '-10'. */
export function arabicCount(value: number): string {
  numbers ??= new Intl.NumberFormat('ar-AE', westernDigits);
  return numbers.format(value).replace(directionalMarks, '');
}

/** A count for interpolation into Arabic text: grouped and isolated. */
export function isolatedCount(value: number): string {
  return isolate(arabicCount(value));
}

/**
 * The six forms of an Arabic noun phrase for a count, by the 'ar-AE' plural rules. Each form is the
 * whole phrase, since Arabic places and inflects the number differently in each:
 * zero (0, optional: `other` otherwise), one (1: 'استفسار واحد'), two (2: 'استفساران', no digit),
 * few (3-10 and 103-110...: '3 استفسارات'), many (11-99, 111-199...: '11 استفساراً'),
 * other (100-102, 200...: '100 استفسار').
 */
export interface ArabicPluralForms {
  readonly zero?: string;
  readonly one: string;
  readonly two: string;
  readonly few: string;
  readonly many: string;
  readonly other: string;
}

/** The form of `forms` that Arabic uses for `value`. */
export function arabicPlural(value: number, forms: ArabicPluralForms): string {
  plurals ??= new Intl.PluralRules('ar-AE');
  switch (plurals.select(value)) {
    case 'zero':
      return forms.zero ?? forms.other;
    case 'one':
      return forms.one;
    case 'two':
      return forms.two;
    case 'few':
      return forms.few;
    case 'many':
      return forms.many;
    default:
      return forms.other;
  }
}

const numberParts = new Set<Intl.NumberFormatPartTypes>(['minusSign', 'plusSign', 'integer', 'group', 'decimal', 'fraction']);

/**
 * An amount as Arabic copy writes it, in whole dirhams, the number isolated before the currency as
 * Intl's 'ar-AE' pattern places it: 33000 -> '⁨33,000⁩ د.إ.', -128000.4 -> '⁨-128,000⁩ د.إ.' (Intl's
 * no-break space between number and currency).
 */
export function arabicAed(value: number): string {
  dirhams ??= new Intl.NumberFormat('ar-AE', {
    ...westernDigits,
    style: 'currency',
    currency: 'AED',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
  // A loss that rounds to nothing is no loss: '-0' would say otherwise.
  let text = '';
  let number = '';
  for (const part of dirhams.formatToParts(Math.round(value) || 0)) {
    if (numberParts.has(part.type)) {
      number += part.value;
      continue;
    }
    if (number) text += isolate(number);
    number = '';
    text += part.value.replace(directionalMarks, '');
  }
  return number ? text + isolate(number) : text;
}

/** A number with at most `digits` decimals, grouped, Western digits: 1234.5 -> '1,234.5', 4.1 -> '4.1'. */
export function arabicDecimal(value: number, digits: number): string {
  let format = decimals.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('ar-AE', { ...westernDigits, maximumFractionDigits: digits });
    decimals.set(digits, format);
  }
  const rounded = Number(value.toFixed(digits));
  return format.format(rounded || 0).replace(directionalMarks, '');
}

/** A percentage for interpolation: at most `digits` decimals, isolated with its sign: '⁨7.5%⁩'. */
export function isolatedPercent(value: number, digits = 2): string {
  return isolate(`${arabicDecimal(value, digits)}%`);
}

/**
 * 'N characters' after a preposition (على، إلى، عن), the case every limit message uses:
 * حرف واحد / حرفين / 3 أحرف / 11 حرفاً / 100 حرف.
 */
export function arabicCharacters(count: number): string {
  const n = isolatedCount(count);
  return arabicPlural(count, { one: 'حرف واحد', two: 'حرفين', few: `${n} أحرف`, many: `${n} حرفاً`, other: `${n} حرف` });
}

/** 'N MB' of a size limit: the unit is the borrowed word, invariable after a number. */
export function arabicMegabytes(count: number): string {
  return `${isolatedCount(count)} ميغابايت`;
}
