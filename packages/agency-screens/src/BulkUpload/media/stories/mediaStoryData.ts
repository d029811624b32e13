import type { UploadedMediaItem } from '@marketplace/domain';
import { createSeededRandom, createUploadedMediaItem } from '@marketplace/domain/fixtures';
import type { MediaUploadProgressItem } from '../mediaUploadProgress';

function seededItems(count: number, firstSeed: number): UploadedMediaItem[] {
  return Array.from({ length: count }, (_, index) => createUploadedMediaItem(createSeededRandom(firstSeed + index)));
}

/** A few photos and a video tour, as after one afternoon's uploads. */
export function typicalMediaItems(): UploadedMediaItem[] {
  return seededItems(5, 1);
}

/** A long list of uploads whose names are as long as camera exports and agents' renames get. */
export function fullMediaItems(): UploadedMediaItem[] {
  return seededItems(24, 100).map((item, index) =>
    index % 3 === 0 ? { ...item, name: `final-approved-marketing-shoot-${item.name.replace(/\.\w+$/, '')}-high-resolution-export${item.name.slice(item.name.lastIndexOf('.'))}` } : item,
  );
}

/** Files on their way, each at its own point. */
export function uploadsInFlight(percents: readonly number[] = [8, 46, 93]): MediaUploadProgressItem[] {
  return seededItems(percents.length, 50).map((item, index) => ({ id: item.id, name: item.name, percent: percents[index] ?? 0 }));
}
