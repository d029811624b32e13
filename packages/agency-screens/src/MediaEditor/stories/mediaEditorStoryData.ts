import { fromPropertyMedia, type AdditionalMediaItem } from '@marketplace/domain';
import { createPropertyMedia, createSeededRandom, uaeAreas } from '@marketplace/domain/fixtures';

/** The media of seeded listings, as the editor shows a saved property's gallery. */
function galleries(count: number, firstSeed: number): AdditionalMediaItem[] {
  return Array.from({ length: count }, (_, index) => {
    const random = createSeededRandom(firstSeed + index);
    const area = uaeAreas[(firstSeed + index) % uaeAreas.length]!;
    return fromPropertyMedia(createPropertyMedia(random, 4000 + firstSeed + index, area, 'Apartment')).map((item) => ({
      ...item,
      id: `${item.id}-${firstSeed + index}`,
      isFeatured: item.isFeatured && index === 0,
    }));
  }).flat();
}

/** One listing's gallery: a few photos, the first featured, sometimes a video tour. */
export function typicalMedia(): AdditionalMediaItem[] {
  return galleries(1, 3);
}

/** Thirty items, as after a large choice: the long list a user scrolls and reorders. */
export function fullMedia(): AdditionalMediaItem[] {
  return galleries(12, 20).slice(0, 30);
}
