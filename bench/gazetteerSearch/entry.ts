// What the gazetteer-search case times: the domain's search over the built-in UAE gazetteer and
// over a generated one of any size. Relative imports keep it loadable by Vite's SSR loader alone.
import { createGazetteerIndex, searchGazetteer, type GazetteerPlace } from '../../packages/domain/src/geo/gazetteer';
import { uaeGazetteer } from '../../packages/agency-screens/src/MapPicker/offline/uaeGazetteer';

export { createGazetteerIndex, searchGazetteer, uaeGazetteer };

const syllables = ['al', 'ra', 'sha', 'mar', 'jum', 'ei', 'rah', 'ba', 'de', 'ira', 'qu', 'sai', 'dha', 'bi', 'ham', 'ra', 'nak', 'heel', 'wa', 'sl'];
const arabicSyllables = ['ال', 'را', 'شا', 'مر', 'جم', 'يرا', 'با', 'دي', 'قو', 'سع', 'ظب', 'حم', 'نخ', 'يل', 'وص'];

/** `count` places with two- or three-word made-up names (English and Arabic) spread over the UAE, from a fixed seed. */
export function generatedGazetteer(count: number): GazetteerPlace[] {
  let seed = 16;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const word = (parts: readonly string[]) => Array.from({ length: 2 + next(3) }, () => parts[next(parts.length)]).join('');
  return Array.from({ length: count }, (_, index) => {
    const words = 2 + next(2);
    const name = Array.from({ length: words }, () => word(syllables)).map((part) => part[0]!.toUpperCase() + part.slice(1)).join(' ');
    return {
      id: `generated:${index}`,
      name,
      nameAr: Array.from({ length: words }, () => word(arabicSyllables)).join(' '),
      kind: 'community',
      emirate: 'Dubai',
      point: { latitude: 22.6 + next(3900) / 1000, longitude: 51.1 + next(5800) / 1000 },
    };
  });
}
