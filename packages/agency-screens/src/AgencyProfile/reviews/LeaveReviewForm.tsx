import { zodResolver } from '@hookform/resolvers/zod';
import { reviewFormSchema, reviewLimits, type ReviewFormInput, type ReviewFormValues } from '@marketplace/domain';
import { Banner, Box, Button, Card, TextArea, useUnsavedChanges } from '@marketplace/ui';
import { Controller, useForm, useWatch, type DefaultValues } from 'react-hook-form';
import { StarRatingField } from './StarRatingField';
import * as styles from './reviews.css';
import { useCommonMessages, useReviewsMessages } from '../../messages';

export interface LeaveReviewFormProps {
  /**
   * Sends a valid review (text trimmed). Resolve true when it was accepted: the form then clears;
   * resolve false when it failed: what the user typed stays, and `error` says why.
   */
  onSubmit: (values: ReviewFormValues) => Promise<boolean>;
  /** Whether a submission runs (the button shows 'Submitting...' and is disabled). */
  isSubmitting?: boolean;
  /** The last submission's failure: the server's message.en or 'Failed to submit review'. */
  error?: string | null;
}

// No rating until the user picks one: the schema's 'Please select a rating' covers its absence.
const emptyForm: DefaultValues<ReviewFormInput> = { review: '' };

/**
 * Leave a Review (spec 1 section 5): a star rating and a text of up to 500 characters with a
 * counter that warns above 450. Messages show once a field is left ('Please select a rating',
 * 'Please enter a review comment'); Submit stays disabled while there is no rating, the text is
 * blank or a submission runs.
 */
export function LeaveReviewForm({ onSubmit, isSubmitting = false, error }: LeaveReviewFormProps) {
  const messages = useReviewsMessages();
  const common = useCommonMessages();
  const { control, handleSubmit, reset, formState } = useForm<ReviewFormInput, unknown, ReviewFormValues>({
    resolver: zodResolver(reviewFormSchema),
    mode: 'onTouched',
    defaultValues: emptyForm,
  });
  const [rating, text] = useWatch({ control, name: ['rating', 'review'] });
  const isBusy = isSubmitting || formState.isSubmitting;
  const canSubmit = rating !== undefined && (text ?? '').trim() !== '' && !isBusy;
  // A review begun and not sent: leaving the page asks first.
  useUnsavedChanges(rating !== undefined || (text ?? '').trim() !== '');

  const submit = handleSubmit(async (values) => {
    if (await onSubmit(values)) reset();
  });

  return (
    <Card as="section" title={messages.form.title} titleLevel={2} aria-label={messages.form.title}>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        {error ? <Banner tone="error">{error}</Banner> : null}
        <Controller
          control={control}
          name="rating"
          render={({ field, fieldState }) => (
            <StarRatingField
              value={field.value ?? undefined}
              onChange={field.onChange}
              onBlur={field.onBlur}
              errorMessage={fieldState.error?.message}
              isDisabled={isBusy}
             
            />
          )}
        />
        <Controller
          control={control}
          name="review"
          render={({ field, fieldState }) => (
            <TextArea
              label={messages.form.commentLabel}
              placeholder={messages.form.commentPlaceholder}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              isRequired
              isDisabled={isBusy}
              isInvalid={fieldState.error !== undefined}
              errorMessage={fieldState.error?.message}
              validationBehavior="aria"
              maxLength={reviewLimits.maxLength}
              warningThreshold={reviewLimits.warnAboveLength}
              formatCount={messages.form.characterCount}
              formatCountAnnouncement={(count, max) => common.charactersRemaining(max - count)}
            />
          )}
        />
        <Box display="flex" justifyContent="flex-end">
          <Button type="submit" isDisabled={!canSubmit} isPending={isBusy} pendingLabel={messages.form.submitting}>
            {messages.form.submit}
          </Button>
        </Box>
      </form>
    </Card>
  );
}
