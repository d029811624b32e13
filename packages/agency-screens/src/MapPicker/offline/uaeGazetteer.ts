import type { GazetteerPlace } from '@marketplace/domain';
import { uaeGazetteerRows, type GazetteerRow } from './uaeGazetteerRows';

const kinds = { e: 'emirate', c: 'city', n: 'community' } as const;

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function toPlace([name, nameAr, kind, emirate, latitude, longitude, aliases]: GazetteerRow): GazetteerPlace {
  return {
    id: `${kinds[kind]}:${slug(emirate)}:${slug(name)}`,
    name,
    ...(nameAr ? { nameAr } : {}),
    ...(aliases ? { aliases } : {}),
    kind: kinds[kind],
    emirate,
    point: { latitude, longitude },
  };
}

/**
 * The built-in UAE gazetteer (sources in uaeGazetteerRows.ts). Import it with `import()` only: it
 * is tens of kilobytes a route's first load does not need.
 */
export const uaeGazetteer: readonly GazetteerPlace[] = uaeGazetteerRows.map(toPlace);

/**
 * The attribution the rows' source asks for: its name and licence only, which the dialog's
 * catalogue puts after its own label ('Address search:', 'البحث عن العناوين:'), so no English
 * label reaches the Arabic line.
 */
export const uaeGazetteerAttribution = 'GeoNames (CC BY 4.0)';
