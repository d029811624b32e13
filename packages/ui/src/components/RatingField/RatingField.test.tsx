import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RatingField } from './RatingField';

describe('RatingField', () => {
  it('is a labelled group of five named stars that rates on click', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RatingField label="Rating" onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Rating' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
  });

  it('is one tab stop and moves the rating with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <RatingField label="Rating" defaultValue={3} onChange={onChange} />
        <button type="button">Submit</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{ArrowLeft}');
    expect(onChange.mock.calls).toEqual([[4], [5], [4]]);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
  });

  it('follows a controlled value and names its stars with starLabel', () => {
    const { rerender } = render(<RatingField aria-label="Rating" value={null} starLabel={(stars) => `${stars} of 3`} maxRating={3} />);
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
    rerender(<RatingField aria-label="Rating" value={2} starLabel={(stars) => `${stars} of 3`} maxRating={3} />);
    expect(screen.getByRole('radio', { name: '2 of 3' })).toBeChecked();
  });

  it('shows its error while invalid, and ignores presses while disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { unmount } = render(<RatingField label="Rating" isInvalid errorMessage="Choose a rating." />);
    expect(screen.getByRole('radiogroup', { name: 'Rating' })).toHaveAccessibleDescription('Choose a rating.');
    unmount();
    render(<RatingField label="Rating" isDisabled onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
