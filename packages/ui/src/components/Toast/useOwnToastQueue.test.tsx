import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createToastQueue, ToastRegion, type ToastQueue } from './Toast';
import { useOwnToastQueue } from './useOwnToastQueue';

function Notifier({ queue, title }: { queue?: ToastQueue; title: string }) {
  const toasts = useOwnToastQueue(queue, { closeLabel: 'Close', 'aria-label': 'Notifier messages' });
  return (
    <>
      <button type="button" onClick={() => toasts.queue.add({ title, tone: 'success' })}>
        Notify
      </button>
      {toasts.region}
    </>
  );
}

describe('useOwnToastQueue', () => {
  it('shows toasts in a region of its own when no queue is given', async () => {
    render(<Notifier title="Saved" />);
    await userEvent.click(screen.getByRole('button', { name: 'Notify' }));

    const region = await screen.findByRole('region', { name: 'Notifier messages' });
    expect(region).toContainElement(screen.getByRole('alertdialog', { name: 'Saved' }));
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('adds to the given queue and renders no region of its own', async () => {
    const queue = createToastQueue();
    render(
      <>
        <ToastRegion queue={queue} aria-label="Application messages" />
        <Notifier queue={queue} title="Uploaded" />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Notify' }));

    expect(await screen.findByRole('region', { name: 'Application messages' })).toContainElement(screen.getByRole('alertdialog', { name: 'Uploaded' }));
  });

  it('keeps its own queue across renders, so a toast survives a re-render', async () => {
    const { rerender } = render(<Notifier title="First" />);
    await userEvent.click(screen.getByRole('button', { name: 'Notify' }));
    rerender(<Notifier title="Second" />);

    expect(await screen.findByRole('alertdialog', { name: 'First' })).toBeInTheDocument();
  });
});
