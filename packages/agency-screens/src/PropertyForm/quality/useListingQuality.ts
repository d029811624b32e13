import { listingQuality, listingQualityFactsOf, plainTextOf, type PropertyFormValues } from '@marketplace/domain';
import { useDeferredValue, useMemo } from 'react';
import type { ListingQualityPanelProps } from './ListingQualityPanel';

/**
 * The listing-quality panel's props from the property form's values. The score is computed from a
 * deferred copy of the values, so a keystroke renders the form at once and the score follows in a
 * render React may interrupt; it is computed once per new values object, so pass the object
 * react-hook-form's `useWatch({ control })` returns (a new one only when a value changes).
 */
export function useListingQuality(values: PropertyFormValues): Pick<ListingQualityPanelProps, 'quality'> {
  const deferredValues = useDeferredValue(values);
  // The description's text is read again only when the description changes, not on every key of another field.
  const descriptionText = useMemo(() => plainTextOf(deferredValues.description), [deferredValues.description]);
  return useMemo(() => ({ quality: listingQuality(listingQualityFactsOf(deferredValues, descriptionText)) }), [deferredValues, descriptionText]);
}
