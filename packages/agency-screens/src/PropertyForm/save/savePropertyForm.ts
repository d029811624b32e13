import {
  propertyImageSlots,
  propertyImageUploadFailedMessage,
  propertyPayloadOf,
  propertySaveErrorMessage,
  statusOnCreate,
  statusOnEdit,
  type Property,
  type PropertyFormValues,
  type PropertyImageSlotName,
  type PropertyPayload,
  type PropertyPayloadContext,
  type PropertySaveMessages,
  type PropertyUpdatePayload,
  type SavedPropertyStatus,
} from '@marketplace/domain';

/** The calls a save makes, given by the hook that wires them to the api-client. */
export interface PropertySaveCalls {
  /** Uploads one image and gives its stored path (`/api/media/{name}`). */
  readonly upload: (file: Blob) => Promise<string>;
  readonly create: (payload: PropertyPayload) => Promise<Property>;
  readonly update: (payload: PropertyUpdatePayload) => Promise<Property>;
}

/** Create a property, or update the one saved with these facts. */
export type PropertySaveMode = { readonly kind: 'create'; readonly inProject: boolean } | { readonly kind: 'update'; readonly id: number | null | undefined; readonly saved: SavedPropertyStatus };

export interface PropertySaveRequest {
  readonly mode: PropertySaveMode;
  readonly values: PropertyFormValues;
  /** Files chosen for image slots and not uploaded yet. */
  readonly files: Partial<Record<PropertyImageSlotName, Blob>>;
  /** All the payload needs beyond the form, but the status and the image URLs, which the save decides. */
  readonly context: Omit<PropertyPayloadContext, 'status' | 'imageUrls'>;
  readonly now: Date;
}

/**
 * What a save came to. On failure the images that did upload are given back, so the form can keep
 * their URLs and a second try does not upload them again; the values typed are never touched.
 */
export type PropertySaveOutcome =
  | { readonly ok: true; readonly property: Property }
  | { readonly ok: false; readonly message: string; readonly uploaded: Partial<Record<PropertyImageSlotName, string>> };

/**
 * Saves the property form (spec 3 sections 4, 7 and 8): uploads the chosen images together, then
 * sends the create or update with the status the save decides. The first failed image, in the
 * order main, floor plan, layout, names the failure ('Failed to upload main image'); a failed call
 * gives 'Error: {status} - {message}' or the spec's fallback; an update without an id is refused
 * with 'Property ID is required for update' before anything is sent.
 */
export async function savePropertyForm(request: PropertySaveRequest, calls: PropertySaveCalls, messages: PropertySaveMessages): Promise<PropertySaveOutcome> {
  const { mode, values, files } = request;
  if (mode.kind === 'update' && mode.id == null) return { ok: false, message: messages.propertyForm.propertyIdRequired, uploaded: {} };

  const pending = propertyImageSlots.filter((slot) => files[slot] !== undefined);
  const results = await Promise.allSettled(pending.map((slot) => calls.upload(files[slot]!)));
  const uploaded: Partial<Record<PropertyImageSlotName, string>> = {};
  pending.forEach((slot, index) => {
    const result = results[index]!;
    if (result.status === 'fulfilled') uploaded[slot] = result.value;
  });
  const failedSlot = pending.find((slot) => uploaded[slot] === undefined);
  if (failedSlot) return { ok: false, message: propertyImageUploadFailedMessage(failedSlot, messages.propertyForm), uploaded };

  const imageUrls = Object.fromEntries(propertyImageSlots.map((slot) => [slot, uploaded[slot] ?? values[slot].url ?? null])) as Record<PropertyImageSlotName, string | null>;
  const status = mode.kind === 'create' ? statusOnCreate({ inProject: mode.inProject, now: request.now }) : statusOnEdit(mode.saved);
  const payload = propertyPayloadOf(values, { ...request.context, status, imageUrls });
  try {
    const property = mode.kind === 'create' ? await calls.create(payload) : await calls.update({ ...payload, id: mode.id! });
    return { ok: true, property };
  } catch (error) {
    return { ok: false, message: propertySaveErrorMessage(error, mode.kind, messages), uploaded };
  }
}
