import { type GeoPoint } from './geoPoint';

/** A named place of a gazetteer: an emirate, a city or a community (a district agencies list in). */
export interface GazetteerPlace {
  readonly id: string;
  readonly name: string;
  readonly nameAr?: string;
  /** Other names people type: abbreviations ("JVC") and older spellings. */
  readonly aliases?: readonly string[];
  readonly kind: 'emirate' | 'city' | 'community';
  /** The emirate's English name, shown beside the place. */
  readonly emirate: string;
  readonly point: GeoPoint;
}

interface IndexedPlace {
  readonly place: GazetteerPlace;
  /** Every name, normalised. */
  readonly keys: readonly string[];
  /** " word word ... " of every name, with Arabic words also without their article. */
  readonly words: string;
  /** Keys and words in one string: a place whose haystack lacks the query's first word cannot match, so one includes() rejects most places. */
  readonly haystack: string;
  readonly kindRank: number;
}

/** Places with their normalised names worked out once, so a keystroke only compares strings. */
export interface GazetteerIndex {
  readonly places: readonly GazetteerPlace[];
  readonly entries: readonly IndexedPlace[];
}

const kindRanks: Record<GazetteerPlace['kind'], number> = { emirate: 0, city: 1, community: 2 };

/**
 * A name reduced to what a person typing it is sure of: lower case, no accents or Arabic vowel
 * marks, one form of alef, ya and ta marbuta, no tatweel, apostrophes dropped ("Ra's" = "Ras") and
 * any other punctuation a space ("Al-Reem" = "Al Reem").
 */
export function normaliseGazetteerText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0649/g, '\u064A')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0640/g, '')
    .replace(/['\u2019\u2018\u02BC`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const arabicArticle = '\u0627\u0644';

function wordsOf(keys: readonly string[]): string {
  const words = keys.flatMap((key) => key.split(' '));
  const withoutArticle = words.filter((word) => word.startsWith(arabicArticle) && word.length > 3).map((word) => word.slice(2));
  return ` ${[...words, ...withoutArticle].join(' ')} `;
}

/** Indexes places for searchGazetteer and nearestPlace. */
export function createGazetteerIndex(places: readonly GazetteerPlace[]): GazetteerIndex {
  const entries = places.map((place) => {
    const names = [place.name, place.nameAr, ...(place.aliases ?? [])].filter((name): name is string => Boolean(name));
    const keys = names.map(normaliseGazetteerText).filter((key) => key !== '');
    const words = wordsOf(keys);
    return { place, keys, words, haystack: `${keys.join(' ')}${words}`, kindRank: kindRanks[place.kind] };
  });
  return { places, entries };
}

const noMatch = Number.POSITIVE_INFINITY;

/**
 * How well a place matches (lower is better): 0 a name equals the query, 1 every query word is a
 * whole word of its names ("reem" finds Al Reem Island before Al Reeman), 2 a name starts with the
 * query, 3 every query word starts a word of its names, 4 a name contains it (three characters or more).
 */
function matchRank(entry: IndexedPlace, query: string, queryWords: readonly string[]): number {
  if (!entry.haystack.includes(queryWords[0]!)) return noMatch;
  let best = noMatch;
  for (const key of entry.keys) {
    if (key === query) return 0;
    if (key.startsWith(query)) best = 2;
    else if (best > 4 && query.length >= 3 && key.includes(query)) best = 4;
  }
  if (queryWords.every((word) => entry.words.includes(` ${word} `))) return 1;
  if (best > 3 && queryWords.every((word) => entry.words.includes(` ${word}`))) best = 3;
  return best;
}

interface Candidate {
  readonly entry: IndexedPlace;
  readonly rank: number;
}

function isBetter(left: Candidate, right: Candidate): boolean {
  if (left.rank !== right.rank) return left.rank < right.rank;
  if (left.entry.kindRank !== right.entry.kindRank) return left.entry.kindRank < right.entry.kindRank;
  const lengths = left.entry.place.name.length - right.entry.place.name.length;
  if (lengths !== 0) return lengths < 0;
  return left.entry.place.name < right.entry.place.name;
}

/**
 * The best `limit` places for a typed query, case-, accent- and Arabic-vowel-insensitive: exact
 * names, then names holding the query's words whole, then names starting with the query, then
 * names whose words start with the query's words, then names containing it; ties go to emirates, then cities, then shorter names. A bounded
 * insertion keeps a keystroke linear in the number of places rather than sorting every match.
 */
export function searchGazetteer(index: GazetteerIndex, query: string, limit: number): GazetteerPlace[] {
  const normalised = normaliseGazetteerText(query);
  if (normalised === '' || limit <= 0) return [];
  const queryWords = normalised.split(' ');
  const best: Candidate[] = [];
  for (const entry of index.entries) {
    const rank = matchRank(entry, normalised, queryWords);
    if (rank === noMatch) continue;
    const candidate = { entry, rank };
    if (best.length === limit && !isBetter(candidate, best[limit - 1]!)) continue;
    let at = best.length;
    while (at > 0 && isBetter(candidate, best[at - 1]!)) at -= 1;
    best.splice(at, 0, candidate);
    if (best.length > limit) best.pop();
  }
  return best.map((candidate) => candidate.entry.place);
}

const earthRadiusKm = 6371;

/** Distance in km on a sphere; an equirectangular approximation is enough at city scale. */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const toRadians = Math.PI / 180;
  const meanLatitude = ((from.latitude + to.latitude) / 2) * toRadians;
  const x = (to.longitude - from.longitude) * toRadians * Math.cos(meanLatitude);
  const y = (to.latitude - from.latitude) * toRadians;
  return Math.sqrt(x * x + y * y) * earthRadiusKm;
}

/**
 * The closest place within `maxDistanceKm` (default 15 km, about a district's reach in the
 * emirates), or null, for a reverse lookup: a click far out at sea or in the desert names nothing
 * rather than a town a hundred kilometres away.
 */
export function nearestPlace(index: GazetteerIndex, point: GeoPoint, options: { maxDistanceKm?: number } = {}): GazetteerPlace | null {
  let nearest: GazetteerPlace | null = null;
  let nearestDistance = options.maxDistanceKm ?? 15;
  for (const { place } of index.entries) {
    const distance = distanceKm(point, place.point);
    if (distance <= nearestDistance) {
      nearest = place;
      nearestDistance = distance;
    }
  }
  return nearest;
}
