// Embedding (U+202A LRE, U+202B RLE), pop (U+202C PDF), override (U+202D LRO, U+202E RLO) and isolate
// (U+2066-2069) controls. In a name, a note or a review they have no use a reader can see, and an
// override reverses what follows it ('gpj.exe' shown as 'exe.jpg'), so text from outside drops them.
// The marks (U+200E LRM, U+200F RLM) stay: they only settle where neutral characters go.
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/g;
/** U+2068 FIRST STRONG ISOLATE: the text up to the matching PDI takes the direction of its first strong letter. */
const firstStrongIsolate = '\u2068';
/** U+2069 POP DIRECTIONAL ISOLATE: closes the isolate. */
const popDirectionalIsolate = '\u2069';
const escapedBidiControl = /\\u(?:202[a-e]|206[6-9])/i;

/** The text without bidi embedding, override and isolate controls. */
export function withoutBidiControls(text: string): string {
  return text.replace(bidiControls, '');
}

/**
 * Parses JSON text with every string in it (keys included) free of bidi controls, whether written as
 * characters or as `\u` escapes; the escapes are rare, so only then does each string get revisited.
 */
export function parseJsonWithoutBidiControls(text: string): unknown {
  const cleaned = withoutBidiControls(text);
  if (!escapedBidiControl.test(cleaned)) return JSON.parse(cleaned) as unknown;
  return JSON.parse(cleaned, function revive(this: unknown, _key, value: unknown) {
    if (typeof value === 'string') return withoutBidiControls(value);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const key of Object.keys(value)) {
        const clean = withoutBidiControls(key);
        if (clean !== key) {
          (value as Record<string, unknown>)[clean] = (value as Record<string, unknown>)[key];
          delete (value as Record<string, unknown>)[key];
        }
      }
    }
    return value;
  }) as unknown;
}

/**
 * A value from outside set in a plain-text sentence of ours (a toast's title, a notice), isolated as
 * `<bdi>` isolates it in markup: between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE, so an
 * Arabic name in an English sentence, or a name ending in a number, keeps the sentence's order and its
 * punctuation where it belongs. Controls already in the value are dropped first, so it cannot close the
 * isolate early. Only for text shown as text: the isolate characters are not for a URL, a file name
 * written to disk or a comparison. The Arabic catalogue isolates every value it interpolates with it
 * (`ar/isolate.ts`); a screen isolates a value it passes to an English sentence shown as plain text.
 */
export function isolatedText(value: string): string {
  return `${firstStrongIsolate}${withoutBidiControls(value)}${popDirectionalIsolate}`;
}

