import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadErrorBanner } from './LoadErrorBanner';

describe('LoadErrorBanner', () => {
  it('alerts the message and retries from the keyboard', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<LoadErrorBanner message="Failed to load profile: 500" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load profile: 500');
    screen.getByRole('button', { name: 'Retry' }).focus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no Retry without a way to load again, and takes another label', () => {
    const { rerender } = render(<LoadErrorBanner message="Failed to load reviews" />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<LoadErrorBanner message="Failed to load reviews" onRetry={() => undefined} retryLabel="Try Again" />);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
