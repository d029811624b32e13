/** U+2068 FIRST STRONG ISOLATE: the text up to the matching PDI takes the direction of its first strong letter. */
export const firstStrongIsolate = '\u2068';
/** U+2069 POP DIRECTIONAL ISOLATE: closes the isolate. */
export const popDirectionalIsolate = '\u2069';

/**
 * A value interpolated into Arabic text, set apart for the bidirectional algorithm: numbers, file
 * names, e-mails, URLs, names in Latin letters and other left-to-right runs keep their own order
 * (a '-10', '+971 50 123 4567' or '25.2, 55.2' is not reordered) and do not pull the Arabic words or
 * the punctuation around them out of place. First-strong isolation, so an Arabic value stays
 * right-to-left. Every value a message function of the Arabic catalogue interpolates goes through
 * this one helper; a string that is data (a file name, a CSV column) is never wrapped.
 */
export function isolate(text: string | number): string {
  return `${firstStrongIsolate}${text}${popDirectionalIsolate}`;
}
