import type { PropertyFormValues } from '@marketplace/domain';
import { useMediaQuery } from '@marketplace/ui';
import { useFormContext, useWatch } from 'react-hook-form';
import { ListingQualityPanel } from '../quality/ListingQualityPanel';
import { useListingQuality } from '../quality/useListingQuality';
import { wideScreenQuery } from '../propertyForm.css';

/**
 * The listing-quality panel beside the form (issue 17, beyond the spec), fed from the form's values.
 * Its own component, so a keystroke re-renders the panel and never the form around it.
 */
export function QualityAside() {
  const { control } = useFormContext<PropertyFormValues>();
  const values = useWatch({ control }) as PropertyFormValues;
  // Beside the form only where both fit; above it, folded, elsewhere.
  const isWide = useMediaQuery(wideScreenQuery);
  return <ListingQualityPanel {...useListingQuality(values)} layout={isWide ? 'aside' : 'collapsible'} />;
}
