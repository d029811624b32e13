import { isolatedText } from '../../primitives/bidiControls';

/**
 * A value interpolated into Arabic text, set apart for the bidirectional algorithm: numbers, file
 * names, e-mails, URLs, names in Latin letters and other left-to-right runs keep their own order
 * (a '-10', '+971 50 123 4567' or '25.2, 55.2' is not reordered) and do not pull the Arabic words or
 * the punctuation around them out of place. First-strong isolation, so an Arabic value stays
 * right-to-left. Every value a message function of the Arabic catalogue interpolates goes through
 * this one helper; a string that is data (a file name, a CSV column) is never wrapped. The isolate
 * itself is the domain's `isolatedText`, the one a screen uses for a value in an English sentence.
 */
export function isolate(text: string | number): string {
  return isolatedText(String(text));
}
