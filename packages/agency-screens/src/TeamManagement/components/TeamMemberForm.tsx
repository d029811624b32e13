import { zodResolver } from '@hookform/resolvers/zod';
import {
  isTeamMemberFormError,
  teamMemberFormSchema,
  type TeamMemberFormInput,
  type TeamMemberFormValues,
} from '@marketplace/domain';
import { Banner, Form, TextField } from '@marketplace/ui';
import { useCallback, useState } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { TeamMemberPhotoField } from '../photo/TeamMemberPhotoField';
import type { TeamPhotoUploadOutcome } from '../teamManagementViewProps';
import { useTeamMessages } from '../../messages';

type TextFieldName = 'name' | 'title' | 'email' | 'mobile';

export interface TeamMemberFormProps {
  /** The form's id, so the dialog's footer can submit it. */
  readonly id: string;
  /** The values it starts from: empty for Add, the member's for Edit. */
  readonly initialValues: TeamMemberFormInput;
  /**
   * Sends valid values. Resolve null when saved; resolve the failure's message otherwise: the form
   * keeps everything typed and shows it.
   */
  readonly onSubmit: (values: TeamMemberFormValues) => Promise<string | null>;
  /** Called as a save or a photo upload starts and ends, so the dialog can disable its buttons. */
  readonly onBusyChange: (isBusy: boolean) => void;
  readonly onUploadPhoto: (photo: File, signal: AbortSignal) => Promise<TeamPhotoUploadOutcome>;
  readonly resolveImageUrl: (path: string | null | undefined) => string | null | undefined;
}

/**
 * The Add / Edit Team Member form (spec 2 section 5) on react-hook-form and the domain's schema:
 * Name, Job Title, Email, Mobile and the profile image. Messages show after Save; a field's message
 * clears as soon as that field is edited. Nothing typed is lost when a save fails.
 */
export function TeamMemberForm({ id, initialValues, onSubmit, onBusyChange, onUploadPhoto, resolveImageUrl }: TeamMemberFormProps) {
  const messages = useTeamMessages();
  const [saveError, setSaveError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [isPhotoBusy, setPhotoBusy] = useState(false);
  const { control, handleSubmit, clearErrors, setValue, getValues } = useForm<TeamMemberFormInput, unknown, TeamMemberFormValues>({
    resolver: zodResolver(teamMemberFormSchema),
    mode: 'onSubmit',
    // Editing a field clears its message (spec 2 section 5) rather than checking it again while typing.
    reValidateMode: 'onSubmit',
    defaultValues: initialValues,
  });

  const reportBusy = useCallback(
    (saving: boolean, photoBusy: boolean) => onBusyChange(saving || photoBusy),
    [onBusyChange],
  );
  const onPhotoBusyChange = useCallback(
    (busy: boolean) => {
      setPhotoBusy(busy);
      reportBusy(isSaving, busy);
    },
    [isSaving, reportBusy],
  );

  const submit = handleSubmit(async (values) => {
    // A second Enter while the first save runs sends nothing (no double submit).
    if (isSaving || isPhotoBusy) return;
    setSaveError(null);
    setSaving(true);
    reportBusy(true, isPhotoBusy);
    const failure = await onSubmit(values);
    setSaving(false);
    reportBusy(false, isPhotoBusy);
    setSaveError(failure);
  });

  const errorText = (error: FieldError | undefined) =>
    error?.message && isTeamMemberFormError(error.message) ? messages.form[error.message] : error?.message;

  const textField = (name: TextFieldName, label: string, options: { type?: 'email' | 'tel'; isRequired?: boolean } = {}) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          type={options.type}
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            if (fieldState.error) clearErrors(name);
            if (saveError) setSaveError(null);
          }}
          onBlur={field.onBlur}
          name={field.name}
          isRequired={options.isRequired}
          isDisabled={isSaving}
          isInvalid={fieldState.error !== undefined}
          errorMessage={errorText(fieldState.error)}
          validationBehavior="aria"
        />
      )}
    />
  );

  return (
    <Form id={id} validationBehavior="aria" onSubmit={(event) => void submit(event)} gap="medium">
      {saveError ? <Banner tone="error">{saveError}</Banner> : null}
      {textField('name', messages.form.name, { isRequired: true })}
      {textField('title', messages.form.jobTitle, { isRequired: true })}
      {textField('email', messages.form.email, { type: 'email' })}
      {textField('mobile', messages.form.mobile, { type: 'tel' })}
      <Controller
        control={control}
        name="imgUrl"
        render={({ field, fieldState }) => (
          <TeamMemberPhotoField
            value={field.value}
            memberName={getValues('name')}
            errorMessage={errorText(fieldState.error)}
            onUpload={onUploadPhoto}
            onChange={(url) => {
              setValue('imgUrl', url);
              clearErrors('imgUrl');
            }}
            onBusyChange={onPhotoBusyChange}
            resolveImageUrl={resolveImageUrl}
            isDisabled={isSaving}
          />
        )}
      />
    </Form>
  );
}
