import type { Messages } from '../messages/messages';

/** An FAQ call of the dialog (spec 3 section 7). */
export type FaqAction = 'load' | 'create' | 'update' | 'delete';

/**
 * A failed FAQ call (spec 3 section 8, 'FAQ'): one message per call, whatever the server said. The
 * spec's FAQ client reads no error body, so neither does this.
 */
export function faqErrorMessage(action: FaqAction, messages: Messages['faq']): string {
  switch (action) {
    case 'load':
      return messages.loadFailed;
    case 'create':
      return messages.createFailed;
    case 'update':
      return messages.updateFailed;
    case 'delete':
      return messages.deleteFailed;
  }
}
