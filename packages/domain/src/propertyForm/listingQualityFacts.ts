import { plainTextOf } from '../project/projectDescription.rules';
import { readFormNumber } from './formNumber.rules';
import { hasImage, type PropertyFormValues } from './propertyForm.schema';
import type { ListingQualityFacts } from './listingQuality.rules';

const numberOrNull = (text: string) => {
  const reading = readFormNumber(text);
  return reading.kind === 'number' ? reading.value : null;
};

/**
 * What the listing-quality score reads of the property form's values. `descriptionText`, the
 * description's plain text, may be passed in by a caller that keeps it between keystrokes: reading a
 * 5,000-word description's HTML on every key of another field would cost a frame.
 */
export function listingQualityFactsOf(values: PropertyFormValues, descriptionText: string = plainTextOf(values.description)): ListingQualityFacts {
  return {
    name: values.name,
    descriptionText,
    hasMainImage: hasImage(values.mainImage),
    hasFloorPlanImage: hasImage(values.floorPlanImage),
    hasLayoutImage: hasImage(values.layoutImage),
    address: values.address,
    hasMapLocation: values.latitude !== null && values.longitude !== null,
    amenityCount: values.amenityIds.length,
    amount: numberOrNull(values.amount),
    landArea: numberOrNull(values.landArea),
  };
}
