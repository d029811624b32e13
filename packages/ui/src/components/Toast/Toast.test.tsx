import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastQueue, ToastRegion, type ToastQueue } from './Toast';

function setup(closeLabel?: string) {
  const queue = createToastQueue();
  render(<ToastRegion queue={queue} closeLabel={closeLabel} />);
  return queue;
}

function add(queue: ToastQueue, ...args: Parameters<ToastQueue['add']>) {
  let key = '';
  act(() => {
    key = queue.add(...args);
  });
  return key;
}

describe('ToastRegion', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast with its title and description, then removes it after 3 seconds', async () => {
    const queue = setup();
    add(queue, { title: 'Status updated successfully', description: 'Now In Progress.', tone: 'success' });

    const toast = await screen.findByRole('alertdialog', { name: 'Status updated successfully' });
    expect(toast).toHaveAccessibleDescription('Now In Progress.');
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByText('Status updated successfully')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Status updated successfully')).not.toBeInTheDocument();
  });

  it('honours a longer timeout, and keeps a toast whose timeout is null', async () => {
    const queue = setup();
    add(queue, { title: 'Team member added', tone: 'success' }, { timeout: 5000 });
    add(queue, { title: 'Failed to fetch properties', tone: 'error' }, { timeout: null });
    await screen.findByText('Team member added');

    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByText('Team member added')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.queryByText('Team member added')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Failed to fetch properties')).toBeInTheDocument();
  });

  it('runs the action once and closes the toast', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onAction = vi.fn();
    const onClose = vi.fn();
    const queue = setup();
    add(queue, { title: 'Status changed', tone: 'info', action: { label: 'Undo', onAction } }, { timeout: 5000, onClose });

    await user.click(await screen.findByRole('button', { name: 'Undo' }));

    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Status changed')).not.toBeInTheDocument();
  });

  it('closes with the dismiss button, reachable from the keyboard', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const queue = setup('Close notification');
    add(queue, { title: 'Failed to update note', tone: 'error' }, { timeout: null });

    const dismiss = await screen.findByRole('button', { name: 'Close notification' });
    act(() => dismiss.focus());
    await user.keyboard('{Enter}');

    expect(screen.queryByText('Failed to update note')).not.toBeInTheDocument();
  });

  it('labels the dismiss button Dismiss by default', async () => {
    const queue = setup();
    add(queue, { title: 'Note updated successfully', tone: 'success' });
    expect(await screen.findByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });
});
