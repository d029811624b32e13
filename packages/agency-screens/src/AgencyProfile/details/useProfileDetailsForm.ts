import { zodResolver } from '@hookform/resolvers/zod';
import {
  agencyProfileFormSchema,
  agencyProfileFormValues,
  profileSaveErrorMessage,
  type AgencyProfile,
  type AgencyProfileFormValues,
} from '@marketplace/domain';
import { useCallback, useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type Control, type FieldErrors } from 'react-hook-form';
import { useUnsavedChanges } from '@marketplace/ui';
import { firstProfileDetailsTab, firstTabWithErrors, errorCountByTab, type ProfileDetailsTabId } from './profileDetailsTabs';
import { useAgencyProfileMessages } from '../../messages';

/** A message above the details after a save; a new `id` restarts its 3 s clear. */
export interface ProfileNotice {
  readonly id: number;
  readonly tone: 'success' | 'error';
  readonly text: string;
}

/** Options of {@link useProfileDetailsForm}. */
export interface ProfileDetailsFormOptions {
  /** The last saved profile; the form starts from it and Cancel goes back to it. */
  readonly profile: AgencyProfile | undefined;
  /** Saves the checked form; rejects with the call's error on failure. */
  readonly save: (values: AgencyProfileFormValues) => Promise<unknown>;
  /** Starts in edit mode (a story, or an embedder opening the form at once). @default false */
  readonly startEditing?: boolean;
  /** The tab shown first. @default 'basicInfo' */
  readonly initialTab?: ProfileDetailsTabId;
}

/** The form state and actions the details view renders. */
export interface ProfileDetailsForm {
  readonly control: Control<AgencyProfileFormValues>;
  readonly errors: FieldErrors<AgencyProfileFormValues>;
  readonly errorCounts: Readonly<Record<ProfileDetailsTabId, number>>;
  readonly isEditing: boolean;
  readonly isSaving: boolean;
  readonly notice: ProfileNotice | null;
  readonly selectedTab: ProfileDetailsTabId;
  readonly onTabChange: (tab: ProfileDetailsTabId) => void;
  readonly onEdit: () => void;
  readonly onCancel: () => void;
  /** The form's submit handler: checks, then saves. */
  readonly onSave: (event?: BaseSyntheticEvent) => Promise<void>;
  readonly onNoticeClear: () => void;
}

const emptyProfile: AgencyProfile = { id: 0 };

/**
 * The profile details' edit logic (spec 1 sections 2.4, 4 and 8) on react-hook-form with the
 * domain's zod schema: view and edit modes, Cancel back to the last saved copy, Save with one
 * call at a time, the success or failure message, and the tab that holds an error.
 *
 * Outside edit mode the form follows `profile`, so the refreshed profile after a save is what the
 * next edit starts from. A failed save stays in edit mode with everything typed.
 */
export function useProfileDetailsForm({
  profile,
  save,
  startEditing = false,
  initialTab = firstProfileDetailsTab,
}: ProfileDetailsFormOptions): ProfileDetailsForm {
  const messages = useAgencyProfileMessages();
  const form = useForm<AgencyProfileFormValues>({
    resolver: zodResolver(agencyProfileFormSchema),
    defaultValues: agencyProfileFormValues(profile ?? emptyProfile),
    // The fields of a hidden tab are unmounted; their errors still have to show on the tab badge.
    shouldFocusError: false,
  });
  const { reset, handleSubmit } = form;
  const { errors, isSubmitting, isDirty } = form.formState;
  const [isEditing, setEditing] = useState(startEditing);
  // Edited fields not yet saved: leaving the page asks first.
  useUnsavedChanges(isEditing && isDirty);
  const [selectedTab, setSelectedTab] = useState<ProfileDetailsTabId>(initialTab);
  const [notice, setNotice] = useState<ProfileNotice | null>(null);
  const noticeIds = useRef(0);
  const saving = useRef(false);

  useEffect(() => {
    if (!isEditing && profile) reset(agencyProfileFormValues(profile));
  }, [profile, isEditing, reset]);

  const show = useCallback((tone: ProfileNotice['tone'], text: string) => {
    noticeIds.current += 1;
    setNotice({ id: noticeIds.current, tone, text });
  }, []);

  const onEdit = useCallback(() => setEditing(true), []);

  const onCancel = useCallback(() => {
    reset(agencyProfileFormValues(profile ?? emptyProfile));
    setEditing(false);
  }, [profile, reset]);

  const saveChecked = async (values: AgencyProfileFormValues) => {
    // Enter in a field submits the form too, which the pending Save button cannot stop.
    if (saving.current) return;
    saving.current = true;
    try {
      await save(values);
      show('success', messages.saved);
      setEditing(false);
    } catch (error) {
      show('error', profileSaveErrorMessage(error, messages));
    } finally {
      saving.current = false;
    }
  };

  const showFirstTabWithErrors = (invalid: FieldErrors<AgencyProfileFormValues>) => {
    const target = firstTabWithErrors(invalid);
    if (target !== null && errorCountByTab(invalid)[selectedTab] === 0) setSelectedTab(target);
  };

  const onSave = (event?: BaseSyntheticEvent) => handleSubmit(saveChecked, showFirstTabWithErrors)(event);

  return {
    control: form.control,
    errors,
    errorCounts: errorCountByTab(errors),
    isEditing,
    isSaving: isSubmitting,
    notice,
    selectedTab,
    onTabChange: setSelectedTab,
    onEdit,
    onCancel,
    onSave,
    onNoticeClear: useCallback(() => setNotice(null), []),
  };
}
