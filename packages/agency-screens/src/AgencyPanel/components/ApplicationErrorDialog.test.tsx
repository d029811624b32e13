import { en } from '@marketplace/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApplicationErrorDialog } from './ApplicationErrorDialog';

describe('ApplicationErrorDialog', () => {
  it('shows the error under the Application Error title and closes with OK', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(<ApplicationErrorDialog message="Cannot read properties of undefined" onDismiss={onDismiss} />);
    const dialog = screen.getByRole('dialog', { name: en.shell.applicationErrorTitle });
    expect(dialog).toHaveTextContent('Cannot read properties of undefined');
    await user.click(screen.getByRole('button', { name: en.common.ok }));
    expect(onDismiss).toHaveBeenCalled();
  });

  it('closes with Escape too, and is absent without an error', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    const { rerender } = render(<ApplicationErrorDialog message="" onDismiss={onDismiss} />);
    expect(screen.getByRole('dialog')).toHaveTextContent(en.common.unexpectedError);
    await user.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalled();
    rerender(<ApplicationErrorDialog message={null} onDismiss={onDismiss} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
