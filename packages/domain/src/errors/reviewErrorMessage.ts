import type { Messages } from '../messages/messages';
import { readErrorFacts } from './errorFacts';

/** A failed review submission (spec 1 section 8, 'Reviews'): the server's message.en, else 'Failed to submit review'. */
export function reviewSubmitErrorMessage(error: unknown, messages: Messages['reviews']): string {
  const facts = readErrorFacts(error);
  return (facts.kind === 'http' ? facts.serverMessage : null) ?? messages.submitFailed;
}
