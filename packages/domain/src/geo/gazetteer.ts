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
  /**
   * Entries by the first one to four letters of each of their words, each list in tie-break order
   * (emirates, cities, then shorter and alphabetical names): a keystroke ranks only the places one
   * of whose words starts like the query's first word, and stops once the best are certain.
   */
  readonly byWordStart: ReadonlyMap<string, readonly IndexedPlace[]>;
  /** Entries by each whole word: the only places that can match a query exactly or word for word. */
  readonly byWord: ReadonlyMap<string, readonly IndexedPlace[]>;
  /** Entries by each run of three letters in their names: a name containing a query holds every run of the query. */
  readonly byTrigram: ReadonlyMap<string, readonly IndexedPlace[]>;
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

/** The longest word start indexed: long enough that a typed word's list is short, short enough to keep the index small. */
const wordStartLength = 4;

function addTo(map: Map<string, IndexedPlace[]>, key: string, entry: IndexedPlace) {
  const list = map.get(key);
  if (!list) map.set(key, [entry]);
  // Entries are added one at a time, so a repeat of the same entry is always the list's last item.
  else if (list[list.length - 1] !== entry) list.push(entry);
}

/** Indexes places for searchGazetteer and nearestPlace. */
export function createGazetteerIndex(places: readonly GazetteerPlace[]): GazetteerIndex {
  const entries = places.map((place) => {
    const names = [place.name, place.nameAr, ...(place.aliases ?? [])].filter((name): name is string => Boolean(name));
    const keys = names.map(normaliseGazetteerText).filter((key) => key !== '');
    const words = wordsOf(keys);
    return { place, keys, words, haystack: `${keys.join(' ')}${words}`, kindRank: kindRanks[place.kind] };
  });
  const byWordStart = new Map<string, IndexedPlace[]>();
  const byWord = new Map<string, IndexedPlace[]>();
  const byTrigram = new Map<string, IndexedPlace[]>();
  const ordered = [...entries].sort((left, right) => (isBetterPlace(left, right) ? -1 : isBetterPlace(right, left) ? 1 : 0));
  for (const entry of ordered) {
    for (const word of entry.words.split(' ')) {
      if (word === '') continue;
      addTo(byWord, word, entry);
      for (let length = 1; length <= Math.min(word.length, wordStartLength); length += 1) addTo(byWordStart, word.slice(0, length), entry);
    }
    for (const key of entry.keys) for (let at = 0; at + 3 <= key.length; at += 1) addTo(byTrigram, key.slice(at, at + 3), entry);
  }
  return { places, entries, byWordStart, byWord, byTrigram };
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

/** The tie-break between two places of the same rank: emirates, then cities, then shorter names, then alphabetical. */
function isBetterPlace(left: IndexedPlace, right: IndexedPlace): boolean {
  if (left.kindRank !== right.kindRank) return left.kindRank < right.kindRank;
  const lengths = left.place.name.length - right.place.name.length;
  if (lengths !== 0) return lengths < 0;
  return left.place.name < right.place.name;
}

function isBetter(left: Candidate, right: Candidate): boolean {
  if (left.rank !== right.rank) return left.rank < right.rank;
  return isBetterPlace(left.entry, right.entry);
}

/** Keeps the best `limit` candidates in `best`, in order, by bounded insertion. */
function offer(best: Candidate[], candidate: Candidate, limit: number) {
  if (best.length === limit && !isBetter(candidate, best[limit - 1]!)) return;
  let at = best.length;
  while (at > 0 && isBetter(candidate, best[at - 1]!)) at -= 1;
  best.splice(at, 0, candidate);
  if (best.length > limit) best.pop();
}

/** The shortest list of places with a word starting like one of the query's words: ranks 2 and 3 need every one. */
function rarestWordStartList(index: GazetteerIndex, queryWords: readonly string[]): readonly IndexedPlace[] {
  let rarest: readonly IndexedPlace[] | undefined;
  for (const word of queryWords) {
    const list = index.byWordStart.get(word.slice(0, wordStartLength)) ?? [];
    if (rarest === undefined || list.length < rarest.length) rarest = list;
  }
  return rarest ?? [];
}

/** The shortest list of places holding one of the text's three-letter runs: a name containing the text holds them all. */
function rarestTrigramList(index: GazetteerIndex, text: string): readonly IndexedPlace[] {
  let rarest: readonly IndexedPlace[] | undefined;
  for (let at = 0; at + 3 <= text.length; at += 1) {
    const list = index.byTrigram.get(text.slice(at, at + 3)) ?? [];
    if (rarest === undefined || list.length < rarest.length) rarest = list;
    if (rarest.length === 0) break;
  }
  return rarest ?? [];
}

/**
 * The best `limit` places for a typed query, case-, accent- and Arabic-vowel-insensitive: exact
 * names, then names holding the query's words whole, then names starting with the query, then
 * names whose words start with the query's words, then names containing it; ties go to emirates,
 * then cities, then shorter names. A keystroke stays within a frame at 50,000 places (bench): only
 * places holding the first query word whole can rank first or second (`byWord`), ranks 2 and 3 come
 * from the places with a word starting like the rarest query word (`byWordStart`, in tie-break order, so the scan stops
 * once `limit` places have the best rank still possible), and the places whose names hold the query's
 * rarest three-letter run (`byTrigram`) are read for a substring only when one could still enter.
 */
export function searchGazetteer(index: GazetteerIndex, query: string, limit: number): GazetteerPlace[] {
  const normalised = normaliseGazetteerText(query);
  if (normalised === '' || limit <= 0) return [];
  const queryWords = normalised.split(' ');
  const firstWord = queryWords[0]!;
  const best: Candidate[] = [];
  const ranked = new Set<IndexedPlace>();
  const rank = (entry: IndexedPlace) => {
    ranked.add(entry);
    const found = matchRank(entry, normalised, queryWords);
    if (found !== noMatch) offer(best, { entry, rank: found }, limit);
    return found;
  };
  for (const entry of index.byWord.get(firstWord) ?? []) rank(entry);
  // The rest rank 2 at best (3 for a query of several words: a name starting with it holds its first word whole),
  // and come in tie-break order, so after `limit` of that rank none can do better.
  const bestLeft = queryWords.length > 1 ? 3 : 2;
  let foundAtBestLeft = 0;
  for (const entry of rarestWordStartList(index, queryWords)) {
    if (foundAtBestLeft >= limit) break;
    if (ranked.has(entry)) continue;
    if (rank(entry) === bestLeft) foundAtBestLeft += 1;
  }
  // Elsewhere only rank 4 (a name containing the query) is possible: read the rest when one could still enter.
  const worst = best.length < limit ? undefined : best[limit - 1];
  if (normalised.length >= 3 && (worst === undefined || worst.rank >= 4)) {
    for (const entry of rarestTrigramList(index, normalised)) if (!ranked.has(entry)) rank(entry);
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
