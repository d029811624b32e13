import type { PropertyFormValues } from '@marketplace/domain';
import { TextField } from '@marketplace/ui';
import { Controller } from 'react-hook-form';
import { usePropertyFormField } from './propertyFormFields';
import { usePropertyFormMessages } from '../../messages';

/** The form's fields held as text: names, addresses, dates and the numbers typed as text. */
type TextValuedField = {
  [Field in keyof PropertyFormValues]: PropertyFormValues[Field] extends string ? Field : never;
}[keyof PropertyFormValues];

export interface FormTextFieldProps {
  name: TextValuedField;
  label: string;
  isRequired?: boolean;
  /** 'decimal' and 'numeric' bring up a number keypad; the text is still read by the domain (separators, Arabic digits, a unit). */
  inputMode?: 'text' | 'decimal' | 'numeric';
  type?: 'text' | 'date';
  description?: string;
  /** Reports each change after the form has taken it (a property type that refetches categories, a draft to keep). */
  onValueChange?: (value: string) => void;
}

/**
 * One text field bound to the form, showing the schema's message; a field the project locks is
 * read-only with a hint saying where its value comes from. Native validation is off: the domain's
 * schema speaks for every field, so the browser's bubbles never hide the spec's messages.
 */
export function FormTextField({ name, label, isRequired, inputMode = 'text', type = 'text', description, onValueChange }: FormTextFieldProps) {
  const messages = usePropertyFormMessages();
  const { control, isLocked } = usePropertyFormField(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          name={field.name}
          type={type}
          inputMode={inputMode}
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            onValueChange?.(value);
          }}
          onBlur={field.onBlur}
          isRequired={isRequired}
          isReadOnly={isLocked}
          description={isLocked ? messages.lockedHint : description}
          isInvalid={fieldState.invalid}
          errorMessage={fieldState.error?.message}
          validationBehavior="aria"
        />
      )}
    />
  );
}
