// Arabic-Indic (U+0660..U+0669) and Eastern Arabic-Indic, as Persian and Urdu keyboards type them (U+06F0..U+06F9).
const easternDigits = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** `text` with Arabic-Indic and Eastern Arabic-Indic digits written as 0-9 ('٢٠١٥' reads '2015'); other characters stay. */
export function westernDigits(text: string): string {
  // Both blocks start at a code point ending in 0, so the low four bits are the digit.
  return text.replace(easternDigits, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf));
}
