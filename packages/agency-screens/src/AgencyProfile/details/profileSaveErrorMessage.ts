import { HttpError } from '@marketplace/api-client';
import { en, type Messages } from '@marketplace/domain';

/**
 * The message of a failed profile save (spec 1 section 8): the server's message.en, else
 * 'Failed to update profile: N' for an answer without one, else (network, timeout, a bug)
 * 'An error occurred while saving changes'.
 */
export function profileSaveErrorMessage(error: unknown, messages: Messages['agencyProfile'] = en.agencyProfile): string {
  if (!(error instanceof HttpError)) return messages.saveError;
  const serverMessage = error.serverMessage?.trim() ?? '';
  return serverMessage === '' ? messages.saveFailed(error.status) : serverMessage;
}
