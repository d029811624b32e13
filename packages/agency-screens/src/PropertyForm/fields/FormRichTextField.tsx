import type { PropertyFormValues } from '@marketplace/domain';
import { RichTextEditor } from '@marketplace/ui';
import { Controller } from 'react-hook-form';
import { usePropertyFormField } from './propertyFormFields';
import { usePropertyFormMessages, useRichTextEditorMessages } from '../../messages';

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
  const messages = usePropertyFormMessages();
  const labels = useRichTextEditorMessages();
  const { control } = usePropertyFormField(name as keyof PropertyFormValues);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RichTextEditor
          label={
            isRequired ? (
              <>
                {label} <span aria-hidden="true">{messages.requiredMark}</span>
              </>
            ) : (
              label
            )
          }
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          labels={labels}
          isInvalid={fieldState.invalid}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );
}
