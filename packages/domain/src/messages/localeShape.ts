/**
 * The type a locale must have, derived from the English catalogue: every string literal widens to
 * `string` and every message function keeps its parameters, so a second locale (Arabic) is checked
 * key for key by the compiler but may say anything. Deeply readonly: a catalogue is never mutated.
 */
export type LocaleShape<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: LocaleShape<T[K]> };
