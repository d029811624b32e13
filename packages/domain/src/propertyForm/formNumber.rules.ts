import { propertyFormLimits } from '../constants/limits';
import { parseTypedNumber } from '../roi/roiCalculation.rules';

// Units an agent types or pastes with a number: the currency before or after it, the area unit or a
// percent sign after it ('AED 1,250,000', '1,350 sqft', '7.5 %', '١٬٢٥٠ درهم').
const unitBefore = /^(?:aed|د\.?إ\.?)\s*/iu;
const unitAfter = /\s*(?:aed|د\.?إ\.?|درهم|sq\.?\s*ft\.?|sqft|ft²|square\s+feet|%)$/iu;

/** What a numeric field of the property form holds once read. */
export type FormNumberReading =
  /** Empty: the spec's rule makes it 0 (spec 3 section 5). */
  | { readonly kind: 'empty'; readonly value: number }
  | { readonly kind: 'number'; readonly value: number }
  /** Not a number even without its unit: the field says so and keeps the text. */
  | { readonly kind: 'notANumber' };

/**
 * Reads a numeric field of the property form (issue 17, bad input): thousands separators,
 * Arabic-Indic digits and a trailing or leading unit are accepted, as agents paste amounts from
 * brochures; an empty field is 0 as the spec says.
 */
export function readFormNumber(text: string): FormNumberReading {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty', value: propertyFormLimits.emptyNumberValue };
  const bare = trimmed.replace(unitBefore, '').replace(unitAfter, '');
  const value = parseTypedNumber(bare);
  return value === null ? { kind: 'notANumber' } : { kind: 'number', value };
}
