import { defaultPropertyFormValues, en, listingQuality, listingQualityFactsOf, type PropertyFormValues } from '@marketplace/domain';
import { RichTextEditor, Stack, Text, TextField } from '@marketplace/ui';
import { useMemo } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';

/** What main.tsx hands the form under test. */
export interface FormUnderTestProps {
  /** The 5,000-word description the form opens with (HTML). */
  description: string;
}

/** The score from all the form's values, re-rendered alone when one changes, as the form's quality panel is. */
function QualityScore({ control }: { control: Control<PropertyFormValues> }) {
  const values = useWatch({ control }) as PropertyFormValues;
  const quality = useMemo(() => listingQuality(listingQualityFactsOf(values)), [values]);
  return (
    <section aria-label={en.listingQuality.title}>
      <Text>{en.listingQuality.score(quality.score)}</Text>
    </section>
  );
}

/**
 * Until PropertyFormView exists: the two fields the bench types into as the property form renders
 * them (react-hook-form controllers around ui's TextField and RichTextEditor, so a keystroke
 * re-renders its own field), and the listing-quality score recomputed on every change.
 */
export function StandInForm({ description }: FormUnderTestProps) {
  const { control } = useForm<PropertyFormValues>({ defaultValues: { ...defaultPropertyFormValues(), description } });
  return (
    <Stack gap="medium">
      <Controller
        control={control}
        name="name"
        render={({ field }) => <TextField label={en.propertyForm.fields.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
      />
      <Controller
        control={control}
        name="description"
        render={({ field }) => (
          <RichTextEditor label={en.propertyForm.fields.description} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
        )}
      />
      <QualityScore control={control} />
    </Stack>
  );
}
