import type { PropertyFormValues } from '@marketplace/domain';
import { Stack, TextField } from '@marketplace/ui';
import { useState } from 'react';
import { ListingQualityPanel, type ListingQualityLayout } from '../ListingQualityPanel';
import { useListingQuality } from '../useListingQuality';
import { usePropertyFormMessages } from '../../../messages';

export interface ListingQualityHarnessProps {
  /** The form's values before any typing. */
  initialValues: PropertyFormValues;
  /** @default 'auto' */
  layout?: ListingQualityLayout;
}

/** The name field of the form and the panel on the real hook, so a story can type and watch the score follow. */
export function ListingQualityHarness({ initialValues, layout }: ListingQualityHarnessProps) {
  const fields = usePropertyFormMessages().fields;
  const [values, setValues] = useState(initialValues);
  const quality = useListingQuality(values);
  return (
    <Stack gap="large">
      <TextField label={fields.name} value={values.name} onChange={(name) => setValues((current) => ({ ...current, name }))} />
      <ListingQualityPanel {...quality} layout={layout} />
    </Stack>
  );
}
