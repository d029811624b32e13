import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { PlainButton } from './PlainButton';

describe('PlainButton', () => {
  it('is a button that a click, Enter or Space activates', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<PlainButton onClick={onClick}>View Details</PlainButton>);

    const button = screen.getByRole('button', { name: 'View Details' });
    await user.click(button);
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');

    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('does not submit the form around it unless asked to', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <PlainButton>Details</PlainButton>
        <PlainButton type="submit">Send</PlainButton>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Details' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks while disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <PlainButton onClick={onClick} disabled>
        View Details
      </PlainButton>,
    );
    await user.click(screen.getByRole('button', { name: 'View Details' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it("wears Button's classes for the same variant and size", () => {
    render(
      <>
        <Button variant="secondary" size="small">
          One
        </Button>
        <PlainButton variant="secondary" size="small">
          Two
        </PlainButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Two' }).className).toBe(screen.getByRole('button', { name: 'One' }).className);
  });
});
