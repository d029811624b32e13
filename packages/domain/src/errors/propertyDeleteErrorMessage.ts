import type { Messages } from '../messages/messages';
import { readErrorFacts } from './errorFacts';

/**
 * Why a property delete failed, under the toast 'Failed to delete property' (spec 3 section 8:
 * 'Error: {status} - {statusText}'): the server's own words when it sent some (issue 18: the card
 * comes back 'with the server's message'), else the status text; a call that got no answer gives
 * 'Failed to delete property'.
 */
export function propertyDeleteErrorMessage(error: unknown, messages: { readonly reviewLists: Messages['reviewLists']; readonly common: Messages['common'] }): string {
  const facts = readErrorFacts(error);
  if (facts.kind !== 'http' || facts.status === null) return messages.reviewLists.deleteFailed;
  const text = facts.serverMessage ?? facts.responseText;
  return text === '' ? messages.reviewLists.deleteFailed : messages.common.httpError(facts.status, text);
}
