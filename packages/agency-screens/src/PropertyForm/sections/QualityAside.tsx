import type { PropertyFormValues } from '@marketplace/domain';
import { useMediaQuery } from '@marketplace/ui';
import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { wideScreenQuery } from '../propertyForm.css';
import { ListingQualityPanel } from '../quality/ListingQualityPanel';
import { useListingQuality } from '../quality/useListingQuality';

/** How long typing pauses before the score follows: a score that moved on every key would cost frames and tell nothing more. */
export const qualityPauseMs = 300;

/**
 * The listing-quality panel beside the form (issue 17, beyond the spec), fed from the form's values
 * once typing pauses. It listens to the form rather than re-rendering with it, so a keystroke renders
 * the field alone (measured by the typing bench: a render of the panel per key missed frames).
 */
export function QualityAside() {
  const { getValues, watch } = useFormContext<PropertyFormValues>();
  const [values, setValues] = useState<PropertyFormValues>(() => ({ ...getValues() }));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = watch(() => {
      clearTimeout(timer);
      // A copy: react-hook-form hands back the one object it mutates, which would never look changed.
      timer = setTimeout(() => setValues({ ...getValues() }), qualityPauseMs);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [getValues, watch]);
  // Beside the form only where both fit; above it, folded, elsewhere.
  const isWide = useMediaQuery(wideScreenQuery);
  return <ListingQualityPanel {...useListingQuality(values)} layout={isWide ? 'aside' : 'collapsible'} />;
}
