import { uploadMedia, useApiClient, useCreateProperty, useUpdateProperty } from '@marketplace/api-client';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useCommonMessages, usePropertyEditMessages, usePropertyFormMessages } from '../../messages';
import { savePropertyForm, type PropertySaveCalls, type PropertySaveOutcome, type PropertySaveRequest } from './savePropertyForm';

/** The folder the shared upload service keeps property images in (spec 2 section 7). */
const propertyImageFolder = 'property-assets';

/** What {@link usePropertySave} gives the form. */
export interface PropertySave {
  /** Saves; while a save runs, another call starts nothing and gets the running save's outcome. */
  readonly save: (request: PropertySaveRequest) => Promise<PropertySaveOutcome>;
  readonly isSaving: boolean;
}

/**
 * The property form's save on the api-client: the images to the shared upload service, the
 * property to POST or PUT /api/property. A second click while a save runs cannot send a second
 * property: it is handed the first save's outcome.
 */
export function usePropertySave(): PropertySave {
  const client = useApiClient();
  const create = useCreateProperty();
  const update = useUpdateProperty();
  const propertyForm = usePropertyFormMessages();
  const propertyEdit = usePropertyEditMessages();
  const common = useCommonMessages();
  const messages = useMemo(() => ({ propertyForm, propertyEdit, common }), [propertyForm, propertyEdit, common]);
  const [isSaving, setIsSaving] = useState(false);
  const running = useRef<Promise<PropertySaveOutcome> | null>(null);

  const calls = useMemo<PropertySaveCalls>(
    () => ({
      upload: async (file) => (await uploadMedia(client, { file, folder: propertyImageFolder })).path,
      create: create.trigger,
      update: update.trigger,
    }),
    [client, create.trigger, update.trigger],
  );

  const save = useCallback(
    (request: PropertySaveRequest) => {
      if (running.current) return running.current;
      setIsSaving(true);
      const saving = savePropertyForm(request, calls, messages).finally(() => {
        running.current = null;
        setIsSaving(false);
      });
      running.current = saving;
      return saving;
    },
    [calls, messages],
  );

  return { save, isSaving };
}
