import { mediaUrl, slugify } from '../fixtures/contactDetails';
import { randomDateTime } from '../fixtures/fixtureDates';
import { chance, toRandom, type RandomSource } from '../fixtures/randomPicks';
import { uaeAreas } from '../fixtures/uaeAreas';
import { type UploadedMediaItem } from './uploadedMedia.schema';

const imageSubjects = ['living-room', 'kitchen', 'master-bedroom', 'balcony-view', 'pool', 'facade', 'lobby'] as const;
const imageTypes: readonly [{ extension: string; mime: string }, ...{ extension: string; mime: string }[]] = [
  { extension: 'jpg', mime: 'image/jpeg' },
  { extension: 'png', mime: 'image/png' },
  { extension: 'webp', mime: 'image/webp' },
];

/**
 * A media file uploaded from the bulk-upload screen: mostly photos (150 KB to 4.5 MB), some MP4
 * tours (2 to 9.5 MB, under the 10 MB limit), named after an area, stored under /api/media.
 */
export function createUploadedMediaItem(
  source: RandomSource,
  overrides: Partial<UploadedMediaItem> = {},
): UploadedMediaItem {
  const random = toRandom(source);
  const area = slugify(random.pick(uaeAreas).name);
  const isVideo = chance(random, 0.2);
  const imageType = random.pick(imageTypes);
  const name = isVideo
    ? `${area}-walkthrough-${random.int(1, 9)}.mp4`
    : `${area}-${random.pick(imageSubjects)}-${random.int(1, 9)}.${imageType.extension}`;
  const storedName = `${random.int(100_000, 999_999)}-${name}`;
  const uploadedAt = `${randomDateTime(random)}.000Z`;
  return {
    id: `media-${random.int(1, 999_999).toString(36)}`,
    name,
    type: isVideo ? 'video/mp4' : imageType.mime,
    url: mediaUrl(storedName),
    size: isVideo ? random.int(2_000_000, 9_500_000) : random.int(150_000, 4_500_000),
    uploadedAt,
    ...overrides,
  };
}
