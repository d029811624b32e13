import { en, reviewLimits, type ReviewFormValues } from '@marketplace/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LeaveReviewForm } from './LeaveReviewForm';

const copy = en.reviews.form;

function renderForm(onSubmit = vi.fn<(values: ReviewFormValues) => Promise<boolean>>().mockResolvedValue(true), error?: string) {
  render(<LeaveReviewForm onSubmit={onSubmit} error={error} />);
  return { onSubmit, submit: () => screen.getByRole('button', { name: copy.submit }), text: () => screen.getByRole('textbox', { name: copy.commentLabel }) };
}

describe('LeaveReviewForm', () => {
  it('names the stars 1 star to 5 stars and moves the rating with arrow keys', async () => {
    renderForm();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
  });

  it('keeps Submit disabled without a rating or with a blank text', async () => {
    const { submit, text } = renderForm();
    expect(submit()).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(submit()).toBeDisabled();
    await userEvent.type(text(), '   ');
    expect(submit()).toBeDisabled();
    await userEvent.type(text(), 'Great');
    expect(submit()).toBeEnabled();
  });

  it("says 'Please select a rating' when the stars are left without a choice", async () => {
    renderForm();
    await userEvent.tab();
    await userEvent.tab();
    expect(await screen.findByText('Please select a rating')).toBeInTheDocument();
  });

  it("says 'Please enter a review comment' when a blank text is left", async () => {
    const { text } = renderForm();
    await userEvent.type(text(), '  ');
    await userEvent.tab();
    expect(await screen.findByText('Please enter a review comment')).toBeInTheDocument();
  });

  it('counts characters and warns above 450', async () => {
    const { text } = renderForm();
    await userEvent.click(text());
    await userEvent.paste('a'.repeat(reviewLimits.warnAboveLength));
    expect(screen.getByText('450/500')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    await userEvent.type(text(), 'b');
    expect(screen.getByText('451/500')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('49 characters remaining');
  });

  it('sends the trimmed text and rating, then clears the form', async () => {
    const { onSubmit, submit, text } = renderForm();
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    await userEvent.type(text(), '  Quick and honest.  ');
    await userEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({ rating: 5, review: 'Quick and honest.' });
    await waitFor(() => expect(text()).toHaveValue(''));
    expect(screen.getByRole('radio', { name: '5 stars' })).not.toBeChecked();
  });

  it('keeps what was typed when the submission fails, and shows the failure', async () => {
    const onSubmit = vi.fn<(values: ReviewFormValues) => Promise<boolean>>().mockResolvedValue(false);
    const { submit, text } = renderForm(onSubmit, en.reviews.submitFailed);
    expect(screen.getByText(en.reviews.submitFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '2 stars' }));
    await userEvent.type(text(), 'Slow replies');
    await userEvent.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(text()).toHaveValue('Slow replies');
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
  });

  it("shows 'Submitting...' and refuses presses while a submission runs", () => {
    render(<LeaveReviewForm onSubmit={vi.fn()} isSubmitting />);
    expect(screen.getByRole('button', { name: copy.submitting })).toBeDisabled();
  });
});
