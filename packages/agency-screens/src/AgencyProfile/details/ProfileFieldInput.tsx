import { profileTextMaxLengths, type AgencyProfileFormField, type AgencyProfileFormValues } from '@marketplace/domain';
import { TextArea, TextField, type TextFieldProps } from '@marketplace/ui';
import { Controller, type Control } from 'react-hook-form';
import type { ProfileFieldKind } from './profileDetailsTabs';
import * as styles from './ProfileDetails.css';
import { useAgencyProfileMessages, useCommonMessages } from '../../messages';

/** A text field of the form (every field but the service areas). */
export type ProfileTextField = Exclude<AgencyProfileFormField, 'areas'>;

export interface ProfileFieldInputProps {
  control: Control<AgencyProfileFormValues>;
  name: ProfileTextField;
  label: string;
  kind: Exclude<ProfileFieldKind, 'areas'>;
  /** Shown but not editable (the save cannot carry it). */
  isReadOnly?: boolean;
  /** Help under a read-only field. */
  readOnlyHint?: string;
  /** Spans the whole row on wide screens. */
  isWide?: boolean;
}

const inputTypes: Record<Exclude<ProfileFieldKind, 'areas' | 'multiline'>, Pick<TextFieldProps, 'type' | 'inputMode'>> = {
  text: { type: 'text' },
  email: { type: 'email', inputMode: 'email' },
  url: { type: 'url', inputMode: 'url' },
  phone: { type: 'tel', inputMode: 'tel' },
  year: { type: 'text', inputMode: 'numeric' },
};

/** The most characters `name` takes when it is saved; undefined for a field the save does not carry. */
function maxLengthOf(name: ProfileTextField, isReadOnly: boolean | undefined): number | undefined {
  if (isReadOnly || !Object.hasOwn(profileTextMaxLengths, name)) return undefined;
  return profileTextMaxLengths[name as keyof typeof profileTextMaxLengths];
}

/**
 * One field in edit mode, bound to react-hook-form, with the schema's message under it and, for a
 * saved text field, a counter of its characters against the most the server takes. The form checks
 * (zod), so react-aria's native validation is off: the browser's own e-mail and URL checks would
 * block the submit before the form's clearer messages show.
 */
export function ProfileFieldInput({ control, name, label, kind, isReadOnly, readOnlyHint, isWide }: ProfileFieldInputProps) {
  const messages = useAgencyProfileMessages();
  const common = useCommonMessages();
  const maxLength = maxLengthOf(name, isReadOnly);
  const counter =
    maxLength === undefined
      ? {}
      : {
          maxLength,
          warningAt: 0.1,
          formatCount: messages.characterCount,
          formatCountAnnouncement: (count: number, max: number) => common.charactersRemaining(max - count),
        };
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const shared = {
          label,
          name: field.name,
          value: field.value,
          onChange: field.onChange,
          onBlur: field.onBlur,
          isReadOnly,
          description: isReadOnly ? readOnlyHint : undefined,
          isInvalid: fieldState.invalid,
          errorMessage: fieldState.error?.message,
          validationBehavior: 'aria' as const,
          className: isWide ? styles.wideField : undefined,
          ...counter,
        };
        return kind === 'multiline' ? <TextArea {...shared} rows={4} /> : <TextField {...shared} {...inputTypes[kind]} />;
      }}
    />
  );
}
