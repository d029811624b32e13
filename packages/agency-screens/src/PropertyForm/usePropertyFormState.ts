import { zodResolver } from '@hookform/resolvers/zod';
import {
  allMediaStored,
  propertyFormSchema,
  propertyImageSlots,
  toPropertyMedia,
  withProjectLockedValues,
  type AdditionalMediaItem,
  type LocationHighlightDraft,
  type PaymentPlan,
  type PropertyFormValues,
  type PropertyImageSlotName,
  type Property,
} from '@marketplace/domain';
import { useEffect, useMemo, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { PropertyFormLists, PropertyFormViewProps } from './propertyFormViewProps';
import { usePropertyFormMessages } from '../messages';

/** A message above the submit row after a save attempt; a new `id` restarts its 3 s clear. */
export interface PropertyFormNotice {
  readonly id: number;
  readonly tone: 'success' | 'error';
  readonly text: string;
}

const emptyLists: PropertyFormLists = { locationHighlights: [], media: [], paymentPlans: [] };

/** Moves keyboard focus to the first field the check marked invalid, in the page's order. */
function focusFirstInvalid(root: HTMLElement | null) {
  const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input, [data-invalid] [contenteditable="true"], [data-invalid] button');
  invalid?.focus();
}

/** What {@link usePropertyFormState} gives the view. */
export interface PropertyFormState {
  readonly form: UseFormReturn<PropertyFormValues>;
  readonly highlights: readonly LocationHighlightDraft[];
  readonly setHighlights: (value: LocationHighlightDraft[]) => void;
  readonly media: readonly AdditionalMediaItem[];
  readonly setMedia: (value: AdditionalMediaItem[]) => void;
  readonly paymentPlans: readonly PaymentPlan[];
  readonly setPaymentPlans: (value: PaymentPlan[]) => void;
  readonly files: Partial<Record<PropertyImageSlotName, Blob>>;
  readonly chooseImage: (slot: PropertyImageSlotName, file: File) => void;
  readonly removeImage: (slot: PropertyImageSlotName) => void;
  /** The lists changed since the form opened (the fields' own changes are react-hook-form's `isDirty`). */
  readonly listsChanged: boolean;
  readonly notice: PropertyFormNotice | null;
  readonly clearNotice: () => void;
  readonly submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** Puts a restored draft into the form. */
  readonly restore: (values: PropertyFormValues, lists: PropertyFormLists) => void;
}

type StateOptions = Pick<PropertyFormViewProps, 'kind' | 'initialLists' | 'projectPart' | 'onSave'> & {
  readonly initialValues: PropertyFormValues;
  /** The form element, whose first invalid field takes the focus after a refused submit. */
  readonly formRef: React.RefObject<HTMLFormElement | null>;
  /** Called after a save failed, so what was typed is kept at once. */
  readonly onFailedSave?: () => void;
  /** Called after a save succeeded and the form has marked what it holds as saved. */
  readonly onSaved?: (property: Property) => void;
};

/**
 * The property form's state: react-hook-form with the domain's schema for the fields, the three
 * lists beside it, the chosen image files (never in the values: a draft cannot hold a file), and
 * the submit. A failed save keeps everything typed and keeps the images that did upload, so the
 * next try does not upload them again; media still uploading hold the save back with a message.
 */
export function usePropertyFormState({ kind, initialValues, initialLists = emptyLists, projectPart, onSave, onFailedSave, onSaved, formRef }: StateOptions): PropertyFormState {
  const messages = usePropertyFormMessages();
  const resolver = useMemo(() => zodResolver(propertyFormSchema(messages, kind)), [messages, kind]);
  const form = useForm<PropertyFormValues>({ resolver, defaultValues: initialValues, shouldFocusError: false, mode: 'onTouched' });
  const [highlights, setHighlightsState] = useState<readonly LocationHighlightDraft[]>(initialLists.locationHighlights);
  const [media, setMediaState] = useState<readonly AdditionalMediaItem[]>(initialLists.media);
  const [paymentPlans, setPaymentPlansState] = useState<readonly PaymentPlan[]>(initialLists.paymentPlans);
  const [listsChanged, setListsChanged] = useState(false);
  const [files, setFiles] = useState<Partial<Record<PropertyImageSlotName, Blob>>>({});
  const [notice, setNotice] = useState<PropertyFormNotice | null>(null);
  // A refused submit asks for the first invalid field's focus; the effect runs once the messages are rendered.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current);
  }, [focusRequest, formRef]);
  const noticeId = useRef(0);
  const say = (tone: PropertyFormNotice['tone'], text: string) => {
    noticeId.current += 1;
    setNotice({ id: noticeId.current, tone, text });
  };

  const changed = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setListsChanged(true);
  };
  const { setValue, getValues, reset } = form;

  const chooseImage = (slot: PropertyImageSlotName, file: File) => {
    setFiles((previous) => ({ ...previous, [slot]: file }));
    setValue(slot, { url: getValues(slot).url, pendingFileName: file.name }, { shouldDirty: true, shouldValidate: true });
  };
  const removeImage = (slot: PropertyImageSlotName) => {
    setFiles(({ [slot]: _removed, ...rest }) => rest);
    setValue(slot, { url: null, pendingFileName: null }, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };

  const project = projectPart?.project;
  const onSubmit = form.handleSubmit;
  // A second press before the caller's isSaving arrives must not save twice, whatever the caller does.
  const saving = useRef(false);
  const submit = (event?: BaseSyntheticEvent) =>
    onSubmit(
    async (values) => {
      if (!allMediaStored(media)) {
        say('error', messages.mediaStillUploading);
        return;
      }
      if (saving.current) return;
      saving.current = true;
      const outcome = await onSave({
        values: project ? withProjectLockedValues(values, project) : values,
        files,
        // As the editor holds them: the payload keeps only the spec's names (the domain's propertyPayloadOf).
        locationHighlights: highlights,
        propertyMedia: toPropertyMedia(media),
        paymentPlans,
      }).finally(() => {
        saving.current = false;
      });
      if (outcome.ok) {
        reset(getValues());
        setListsChanged(false);
        setFiles({});
        onSaved?.(outcome.property);
        return;
      }
      // The images that did upload keep their stored URLs, so a retry sends only what failed.
      for (const slot of propertyImageSlots) {
        const url = outcome.uploaded[slot];
        if (url === undefined) continue;
        setValue(slot, { url, pendingFileName: null }, { shouldDirty: true });
        setFiles(({ [slot]: _uploaded, ...rest }) => rest);
      }
      say('error', outcome.message);
      onFailedSave?.();
    },
    (errors) => {
      say('error', messages.fixErrors(Object.keys(errors).length));
      setFocusRequest((request) => request + 1);
    },
  )(event);

  const restore = (values: PropertyFormValues, lists: PropertyFormLists) => {
    reset(values, { keepDefaultValues: true });
    setHighlightsState(lists.locationHighlights);
    setMediaState(lists.media);
    setPaymentPlansState(lists.paymentPlans);
    setListsChanged(true);
  };

  return {
    form,
    highlights,
    setHighlights: changed(setHighlightsState),
    media,
    setMedia: changed(setMediaState),
    paymentPlans,
    setPaymentPlans: changed(setPaymentPlansState),
    files,
    chooseImage,
    removeImage,
    listsChanged,
    notice,
    clearNotice: () => setNotice(null),
    submit,
    restore,
  };
}
