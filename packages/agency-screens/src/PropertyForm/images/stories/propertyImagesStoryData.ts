import { propertyFormValuesOf, type PropertyImageSlot, type PropertyImageSlotName } from '@marketplace/domain';
import { createSeedData, mediaUrl } from '@marketplace/domain/fixtures';

type Slots = Record<PropertyImageSlotName, PropertyImageSlot>;

let seeded: Slots | undefined;

/** The three saved images of the seed's first property, as the edit form holds them. */
export function savedImages(): Slots {
  if (!seeded) {
    const property = createSeedData().properties[0]!.property;
    const { mainImage, floorPlanImage, layoutImage } = propertyFormValuesOf(property);
    seeded = { mainImage, floorPlanImage, layoutImage };
  }
  return seeded;
}

const empty: PropertyImageSlot = { url: null, pendingFileName: null };

/** A new property: no image yet. */
export const noImages: Slots = { mainImage: empty, floorPlanImage: empty, layoutImage: empty };

/** Saved images whose files the media service no longer has: each preview falls back to the placeholder. */
export function brokenImages(): Slots {
  return {
    ...savedImages(),
    mainImage: { url: mediaUrl('deleted-main.jpg'), pendingFileName: null },
    floorPlanImage: { url: mediaUrl('deleted-floor-plan.jpg'), pendingFileName: null },
  };
}

/** The standalone and project-page form: all three required. */
export const allRequired: Record<PropertyImageSlotName, boolean> = { mainImage: true, floorPlanImage: true, layoutImage: true };

/** A project's detail form: the main image only. */
export const mainOnlyRequired: Record<PropertyImageSlotName, boolean> = { mainImage: true, floorPlanImage: false, layoutImage: false };
