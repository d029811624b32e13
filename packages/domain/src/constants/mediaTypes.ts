/** Media types of property media (spec 2 section 9, spec 3 section 3). */
export const mediaTypes = {
  image: { id: 1, name: 'Image' },
  video: { id: 2, name: 'Video' },
} as const;

/** The kind of a property media item, as its `type` field says. */
export type MediaKind = keyof typeof mediaTypes;

/** The media kinds, image first. */
export const mediaKinds = ['image', 'video'] as const satisfies readonly MediaKind[];

/** One of the media type ids. */
export type MediaTypeId = (typeof mediaTypes)[MediaKind]['id'];

/** The kind of a media type id: 2 is video, anything else image (spec 3 section 3). */
export function mediaKindOf(mediaTypeId: number | null | undefined): MediaKind {
  return mediaTypeId === mediaTypes.video.id ? 'video' : 'image';
}

/** The `{ id, name }` media type sent for a kind. */
export function mediaTypeFor(kind: MediaKind): (typeof mediaTypes)[MediaKind] {
  return mediaTypes[kind];
}

/** The label of a media type id ('Image', 'Video'), or undefined for other ids. */
export function mediaTypeLabel(mediaTypeId: number | null | undefined): string | undefined {
  return mediaKinds.map((kind) => mediaTypes[kind]).find((type) => type.id === mediaTypeId)?.name;
}
