import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Banner } from './Banner';

// Vitest transforms a lazily imported module on its first use, which can take seconds while many test
// files run at once: load it up front, so the tests time the component rather than the transform.
beforeAll(async () => {
  await import('../IconButton/IconButton');
});

describe('Banner', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is an alert for errors and a status otherwise', () => {
    const { rerender } = render(<Banner tone="error" title="Upload Failed" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Upload Failed');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    rerender(<Banner tone="warning" title="Check the file" />);
    expect(screen.getByRole('status')).toHaveTextContent('Check the file');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a close button only with onDismiss, and it works from the keyboard', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    const { rerender } = render(<Banner title="Saved" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    rerender(<Banner title="Saved" onDismiss={onDismiss} dismissLabel="Close message" />);
    // The close button's code loads with the first banner that needs it.
    const dismiss = await screen.findByRole('button', { name: 'Close message' });
    await user.tab();
    expect(dismiss).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it("names the close button 'Dismiss' by default", async () => {
    render(<Banner title="Saved" onDismiss={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });

  it('calls onClear once after autoClearMs, not before', () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onClear = vi.fn();
    render(
      <Banner tone="success" autoClearMs={3000} onClear={onClear}>
        Profile updated successfully
      </Banner>,
    );
    act(() => vi.advanceTimersByTime(2999));
    expect(onClear).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClear).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(10000));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('keeps one delay across re-renders and uses the latest onClear', () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(<Banner autoClearMs={3000} onClear={first} title="Saved" />);
    act(() => vi.advanceTimersByTime(2000));
    rerender(<Banner autoClearMs={3000} onClear={second} title="Saved" />);
    act(() => vi.advanceTimersByTime(1000));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('does not call onClear once unmounted', () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onClear = vi.fn();
    const { unmount } = render(<Banner autoClearMs={3000} onClear={onClear} title="Saved" />);
    unmount();
    act(() => vi.advanceTimersByTime(5000));
    expect(onClear).not.toHaveBeenCalled();
  });
});
