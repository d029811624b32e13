import { defaultPropertyFormValues, propertyFormValuesOf, type PropertyFormValues } from '@marketplace/domain';
import { createProperty, createSeededRandom } from '@marketplace/domain/fixtures';

const noImage = { url: null, pendingFileName: null };

/** A new property's form: nothing scores yet. */
export function emptyQualityValues(): PropertyFormValues {
  return defaultPropertyFormValues();
}

/** A fixture listing as the edit form holds it. */
const fixtureValues = () => propertyFormValuesOf(createProperty(createSeededRandom(53), { id: 5301 }));

/**
 * Every check done: the fixture listing, its description repeated to pass the 100 words a full
 * description needs (a fixture's description is a short paragraph).
 */
export function completeQualityValues(): PropertyFormValues {
  const values = fixtureValues();
  return { ...values, description: values.description.repeat(4) };
}

/** Half way (50): a title, a short description, the main image, an address without its map point, one amenity, a price and an area. */
export function halfDoneQualityValues(): PropertyFormValues {
  const values = fixtureValues();
  return {
    ...values,
    floorPlanImage: noImage,
    layoutImage: noImage,
    latitude: null,
    longitude: null,
    amenityIds: values.amenityIds.slice(0, 1),
  };
}
