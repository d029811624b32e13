import { describe, expect, it } from 'vitest';
import { en } from '../messages/messages';
import { faqErrorMessage } from './faqErrorMessage';

describe('faqErrorMessage (spec 3 section 8, FAQ)', () => {
  it.each([
    ['load', 'Failed to load FAQs. Please try again.'],
    ['create', 'Failed to create FAQ. Please try again.'],
    ['update', 'Failed to update FAQ. Please try again.'],
    ['delete', 'Failed to delete FAQ. Please try again.'],
  ] as const)('a failed %s reads %j', (action, message) => {
    expect(faqErrorMessage(action, en.faq)).toBe(message);
  });
});
