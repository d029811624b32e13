import type { Messages } from '../messages/messages';
import type { PropertyImageSlotName } from '../propertyForm/propertyForm.schema';
import { readErrorFacts } from './errorFacts';

/** The groups a property save's failures are worded in. */
export type PropertySaveMessages = Pick<Messages, 'propertyForm' | 'propertyEdit' | 'common'>;

/**
 * Why a create or an update failed (spec 3 section 8): 'Error: {status} - {server message or
 * statusText}' for an answered call; a call that got no answer (network, timeout, a bug) gives
 * 'Failed to submit property' on create and 'Failed to update property' on update.
 */
export function propertySaveErrorMessage(error: unknown, mode: 'create' | 'update', messages: PropertySaveMessages): string {
  const fallback = mode === 'create' ? messages.propertyForm.submitFailed : messages.propertyEdit.updateFailed;
  const facts = readErrorFacts(error);
  if (facts.kind !== 'http' || facts.status === null) return fallback;
  const text = facts.serverMessage ?? facts.responseText;
  return text === '' ? fallback : messages.common.httpError(facts.status, text);
}

/** The message of an image whose upload failed during a save (spec 3 section 8, 'Images and uploads'). */
export function propertyImageUploadFailedMessage(slot: PropertyImageSlotName, messages: Messages['propertyForm']): string {
  const bySlot = {
    mainImage: messages.mainImageUploadFailed,
    floorPlanImage: messages.floorPlanImageUploadFailed,
    layoutImage: messages.layoutImageUploadFailed,
  } as const satisfies Record<PropertyImageSlotName, string>;
  return bySlot[slot];
}
