import type { PropertyFormValues } from '@marketplace/domain';
import { defaultBackgroundColours, defaultTextColours, RichTextEditor, type RichTextColour } from '@marketplace/ui';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { usePropertyFormField } from './propertyFormFields';
import { useRichTextEditorMessages } from '../../messages';

export interface FormRichTextFieldProps {
  name: 'description' | 'paymentPlanDetails';
  label: string;
  isRequired?: boolean;
}

/**
 * A rich-text field of the form on ui's editor, which loads lexical only when the field nears the
 * viewport or is focused, and hands over sanitised HTML after a pause in typing, so a keystroke
 * never re-renders the form.
 */
export function FormRichTextField({ name, label, isRequired }: FormRichTextFieldProps) {
  const labels = useRichTextEditorMessages();
  // ui's palettes, each colour named in the catalogue's words (a colour ui adds later keeps its own name).
  const palettes = useMemo(
    () => ({
      text: namedColours(defaultTextColours, labels.textColours),
      background: namedColours(defaultBackgroundColours, labels.backgroundColours),
    }),
    [labels],
  );
  const { control } = usePropertyFormField(name as keyof PropertyFormValues);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RichTextEditor
          label={label}
          isRequired={isRequired}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          labels={labels}
          textColours={palettes.text}
          backgroundColours={palettes.background}
          isInvalid={fieldState.invalid}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );
}

function namedColours(palette: readonly RichTextColour[], names: Readonly<Record<string, string>>): RichTextColour[] {
  return palette.map((colour) => ({ ...colour, label: names[colour.id] ?? colour.label }));
}
