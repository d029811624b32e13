// Built on first use, not when the catalogue loads: a screen's first render should not pay for them.
let numbers: Intl.NumberFormat | undefined;
let plurals: Intl.PluralRules | undefined;
let dirhams: Intl.NumberFormat | undefined;
const decimals = new Map<number, Intl.NumberFormat>();

/** A count as English copy writes it: 10155 -> '10,155'. */
export function englishCount(value: number): string {
  numbers ??= new Intl.NumberFormat('en-US');
  return numbers.format(value);
}

/** The English form of a noun for a count: 1 inquiry, 0 or 2 inquiries. */
export function englishPlural(value: number, forms: { readonly one: string; readonly other: string }): string {
  plurals ??= new Intl.PluralRules('en-US');
  return plurals.select(value) === 'one' ? forms.one : forms.other;
}

/** An amount as English copy writes it, in whole dirhams: 33000 -> 'AED 33,000', -33000 -> '-AED 33,000'
 * (Intl's no-break space between code and number). */
export function englishAed(value: number): string {
  dirhams ??= new Intl.NumberFormat('en-AE', { style: 'currency', currency: 'AED', maximumFractionDigits: 0, minimumFractionDigits: 0 });
  // A loss that rounds to nothing is no loss: '-AED 0' would say otherwise.
  return dirhams.format(Math.round(value) || 0);
}

/** A number with at most `digits` decimals, grouped: 1234.5 -> '1,234.5', 4.1 -> '4.1'. */
export function englishDecimal(value: number, digits: number): string {
  let format = decimals.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { maximumFractionDigits: digits });
    decimals.set(digits, format);
  }
  const rounded = Number(value.toFixed(digits));
  return format.format(rounded || 0);
}
