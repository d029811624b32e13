import { describe, expect, it } from 'vitest';
import { normaliseGazetteerText, type GazetteerPlace } from '../../packages/domain/src/geo/gazetteer';
import { createGazetteerIndex, generatedGazetteer, searchGazetteer, uaeGazetteer } from './entry';

// The search reads only the places its index lists for a query; this oracle ranks every place by
// the rules searchGazetteer documents, so the two must agree on every query a user can type.
const kindRanks = { emirate: 0, city: 1, community: 2 } as const;

interface OraclePlace {
  readonly place: GazetteerPlace;
  readonly keys: readonly string[];
  readonly words: readonly string[];
}

function oraclePlaces(places: readonly GazetteerPlace[]): OraclePlace[] {
  return places.map((place) => {
    const keys = [place.name, place.nameAr, ...(place.aliases ?? [])].filter((name): name is string => Boolean(name)).map(normaliseGazetteerText).filter(Boolean);
    const plain = keys.flatMap((key) => key.split(' '));
    return { place, keys, words: [...plain, ...plain.filter((word) => word.startsWith('\u0627\u0644') && word.length > 3).map((word) => word.slice(2))] };
  });
}

function oracle(places: readonly OraclePlace[], query: string, limit: number): string[] {
  const q = normaliseGazetteerText(query);
  if (q === '') return [];
  const queryWords = q.split(' ');
  const scored = places.flatMap(({ place, keys, words }) => {
    let rank = Number.POSITIVE_INFINITY;
    if (keys.some((key) => key === q)) rank = 0;
    else if (queryWords.every((word) => words.includes(word))) rank = 1;
    else if (keys.some((key) => key.startsWith(q))) rank = 2;
    else if (queryWords.every((word) => words.some((candidate) => candidate.startsWith(word)))) rank = 3;
    else if (q.length >= 3 && keys.some((key) => key.includes(q))) rank = 4;
    return rank === Number.POSITIVE_INFINITY ? [] : [{ place, rank }];
  });
  scored.sort(
    (left, right) =>
      left.rank - right.rank ||
      kindRanks[left.place.kind] - kindRanks[right.place.kind] ||
      left.place.name.length - right.place.name.length ||
      (left.place.name < right.place.name ? -1 : left.place.name > right.place.name ? 1 : 0),
  );
  return scored.slice(0, limit).map(({ place }) => place.id);
}

function keystrokes(places: readonly GazetteerPlace[], extra: readonly string[]): string[] {
  const typed = new Set<string>();
  const sample = places.filter((_, index) => index % Math.max(1, Math.floor(places.length / 60)) === 0);
  for (const text of [...extra, ...sample.map(({ name }) => name), ...sample.flatMap(({ nameAr }) => (nameAr ? [nameAr] : []))]) {
    for (let length = 1; length <= text.length; length += 1) typed.add(text.slice(0, length));
    // A word from the middle of a name, typed on its own (ranks 3 and 4).
    for (const word of text.split(' ').slice(1)) for (let length = 1; length <= word.length; length += 1) typed.add(word.slice(0, length));
  }
  return [...typed];
}

describe('searchGazetteer over its index', () => {
  const extra = ['dubai marina', 'jvc', 'al reem', 'reem', 'ras al khaimah', 'arina', 'المجاز', 'جزيرة الريم', 'ريم', 'xyz', 'al  ', 'Ra’s'];

  it('suggests what ranking every place would, on the built-in gazetteer', () => {
    const index = createGazetteerIndex(uaeGazetteer);
    const all = oraclePlaces(uaeGazetteer);
    for (const query of keystrokes(uaeGazetteer, extra)) {
      expect(searchGazetteer(index, query, 5).map(({ id }) => id), query).toEqual(oracle(all, query, 5));
    }
  });

  it('suggests what ranking every place would, on a generated gazetteer of 3,000 places, for 1 and 8 suggestions', () => {
    const places = generatedGazetteer(3000);
    const index = createGazetteerIndex(places);
    const all = oraclePlaces(places);
    for (const query of keystrokes(places, ['alra', 'ra', 'heel', 'eelwa', 'ال', 'را'])) {
      expect(searchGazetteer(index, query, 1).map(({ id }) => id), query).toEqual(oracle(all, query, 1));
      expect(searchGazetteer(index, query, 8).map(({ id }) => id), query).toEqual(oracle(all, query, 8));
    }
  });

  it('lets a shorter name containing the query in among suggestions that only contain it too', () => {
    const place = (id: string, name: string): GazetteerPlace => ({ id, name, kind: 'community', emirate: 'Dubai', point: { latitude: 25, longitude: 55 } });
    // Five names whose words start like the query's but only contain it, and a shorter one elsewhere that contains it too.
    const places = [1, 2, 3, 4, 5].map((n) => place(`long-${n}`, `Bcxbcd Residences Tower ${n}`)).concat(place('short', 'Xbcd'));
    const index = createGazetteerIndex(places);
    expect(searchGazetteer(index, 'bcd', 5).map(({ id }) => id)).toEqual(oracle(oraclePlaces(places), 'bcd', 5));
    expect(searchGazetteer(index, 'bcd', 5)[0]?.id).toBe('short');
  });
});
