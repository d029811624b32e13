import type { ReviewFormValues } from '@marketplace/domain';
import { useState } from 'react';
import { LeaveReviewForm } from '../LeaveReviewForm';
import { ReviewSubmittedDialog } from '../ReviewSubmittedDialog';

export interface StatefulLeaveReviewFormProps {
  /** How the pretend server answers: accepts, refuses with `failureMessage`, or never answers. */
  outcome: 'accepted' | 'refused' | 'pending';
  /** The refusal's message (the server's message.en or the default). */
  failureMessage?: string;
  /** Told of every submission. */
  onSend?: (values: ReviewFormValues) => void;
}

/** Leave a Review with the submit state and the success dialog held in the story, as `useLeaveReview` holds them. */
export function StatefulLeaveReviewForm({ outcome, failureMessage = '', onSend }: StatefulLeaveReviewFormProps) {
  const [isSubmitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isSuccessOpen, setSuccessOpen] = useState(false);
  const submit = async (values: ReviewFormValues) => {
    onSend?.(values);
    setError(null);
    if (outcome === 'pending') {
      setSubmitting(true);
      return new Promise<boolean>(() => undefined);
    }
    if (outcome === 'refused') {
      setError(failureMessage);
      return false;
    }
    setSuccessOpen(true);
    return true;
  };
  return (
    <>
      <LeaveReviewForm onSubmit={submit} isSubmitting={isSubmitting} error={error} />
      <ReviewSubmittedDialog isOpen={isSuccessOpen} onOpenChange={setSuccessOpen} />
    </>
  );
}
