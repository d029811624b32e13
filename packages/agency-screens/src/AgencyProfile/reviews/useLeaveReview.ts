import { useSubmitReview } from '@marketplace/api-client';
import { reviewSubmitErrorMessage, type LoginId, type ReviewFormValues } from '@marketplace/domain';
import { useCallback, useState } from 'react';
import { useReviewsMessages } from '../../messages';

/** What the Leave a Review form and the success dialog need. */
export interface LeaveReview {
  /** Sends the review PENDING; true when the server took it. */
  submit: (values: ReviewFormValues) => Promise<boolean>;
  isSubmitting: boolean;
  /** The server's message.en, else 'Failed to submit review'; cleared by the next submission. */
  error: string | null;
  isSuccessOpen: boolean;
  setSuccessOpen: (isOpen: boolean) => void;
}

/**
 * Leaving a review of an agency: submits `{ accLoginId, review, ratingCount, status: 'PENDING' }`,
 * keeps the failure's message, and opens the success dialog when the server accepts it.
 */
export function useLeaveReview(accLoginId: LoginId | null | undefined): LeaveReview {
  const messages = useReviewsMessages();
  const { trigger, isMutating } = useSubmitReview();
  const [error, setError] = useState<string | null>(null);
  const [isSuccessOpen, setSuccessOpen] = useState(false);

  const submit = useCallback(
    async ({ rating, review }: ReviewFormValues) => {
      if (accLoginId == null) {
        setError(messages.submitFailed);
        return false;
      }
      setError(null);
      try {
        await trigger({ accLoginId, review, ratingCount: rating });
        setSuccessOpen(true);
        return true;
      } catch (caught) {
        setError(reviewSubmitErrorMessage(caught, messages));
        return false;
      }
    },
    [accLoginId, messages, trigger],
  );

  return { submit, isSubmitting: isMutating, error, isSuccessOpen, setSuccessOpen };
}
