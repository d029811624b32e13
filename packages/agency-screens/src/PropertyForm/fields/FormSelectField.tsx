import type { PropertyFormValues } from '@marketplace/domain';
import { Select, type SelectOption } from '@marketplace/ui';
import { Controller } from 'react-hook-form';
import { usePropertyFormField } from './propertyFormFields';
import { usePropertyFormMessages } from '../../messages';

/** The form's fields holding a number chosen from a list (lookup ids, the quarter, the pre-handover share). */
type NumberValuedField = {
  [Field in keyof PropertyFormValues]: PropertyFormValues[Field] extends number | null ? Field : never;
}[keyof PropertyFormValues];

export interface FormSelectFieldProps {
  name: NumberValuedField;
  label: string;
  options: readonly SelectOption[];
  description?: string;
  /** Reports a choice after the form has taken it. */
  onValueChange?: (value: number | null) => void;
}

/**
 * A select bound to a numeric form field. A field the project locks is shown disabled with the
 * hint; a saved value missing from the options (a list that failed and fell back) still shows as
 * selected nothing rather than a wrong item.
 */
export function FormSelectField({ name, label, options, description, onValueChange }: FormSelectFieldProps) {
  const messages = usePropertyFormMessages();
  const { control, isLocked } = usePropertyFormField(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          // react-aria ties a select's description to its trigger only when the description is there at
          // mount: one that appears later (the category note after a type is chosen) mounts a new select.
          key={description ? 'described' : 'plain'}
          label={label}
          name={field.name}
          items={options}
          placeholder={messages.selectPlaceholder}
          selectedKey={field.value ?? null}
          onSelectionChange={(key) => {
            const value = key == null ? null : Number(key);
            field.onChange(value);
            onValueChange?.(value);
          }}
          onBlur={field.onBlur}
          isDisabled={isLocked}
          description={isLocked ? messages.lockedHint : description}
          isInvalid={fieldState.invalid}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );
}
