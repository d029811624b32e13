// Built on first use, not when the catalogue loads: a screen's first render should not pay for them.
let numbers: Intl.NumberFormat | undefined;
let plurals: Intl.PluralRules | undefined;

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
