import { inspect } from 'node:util';

/**
 * Every string a reader of `value` could come across: the keys and values of its own properties,
 * enumerable or not (an error's message, stack and cause), those of Maps and Sets, how Node prints it
 * (what a logger shows), what JSON.stringify writes (what an error reporter sends) and `String(value)`.
 * What only a closure holds is out of reach, as it is for a log or a report.
 */
export function textsReachableFrom(value: unknown): string[] {
  const texts: string[] = [];
  const seen = new Set<unknown>();
  const visit = (current: unknown) => {
    if (typeof current === 'string') {
      texts.push(current);
      return;
    }
    if ((typeof current !== 'object' && typeof current !== 'function') || current === null || seen.has(current)) return;
    seen.add(current);
    if (current instanceof Map || current instanceof Set) visit([...current]);
    for (const key of Reflect.ownKeys(current)) {
      if (typeof key === 'string') texts.push(key);
      try {
        visit((current as Record<PropertyKey, unknown>)[key]);
      } catch {
        // A getter that throws shows nothing.
      }
    }
  };
  visit(value);
  texts.push(inspect(value, { depth: Infinity, showHidden: true, getters: true, maxArrayLength: Infinity, maxStringLength: Infinity }));
  try {
    texts.push(JSON.stringify(value) ?? '');
  } catch {
    // A value JSON cannot write (a cycle, a BigInt) reaches no report through it.
  }
  texts.push(String(value));
  return texts;
}

/**
 * Where `value` shows one of `tokens`, or the signature part of one (the part no one could make up):
 * empty when it shows none. Each sighting is cut to its start, to name the place without the whole text.
 */
export function tokenSightings(tokens: readonly string[], value: unknown): string[] {
  const needles = tokens.flatMap((token) => [token, token.split('.').at(-1) ?? token]).filter((needle) => needle.length >= 16);
  if (needles.length === 0) throw new Error('no token to look for: the check would pass whatever the value holds');
  return textsReachableFrom(value)
    .filter((text) => needles.some((needle) => text.includes(needle)))
    .map((text) => text.slice(0, 120));
}
