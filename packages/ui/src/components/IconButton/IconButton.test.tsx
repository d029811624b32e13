import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label and shows it as a tooltip on keyboard focus', async () => {
    const user = userEvent.setup();
    render(<IconButton icon="trash" label="Delete property" />);

    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete property' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete property');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('calls onPress on click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<IconButton icon="close" label="Close" onPress={onPress} />);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('hides the icon from assistive technology', () => {
    render(<IconButton icon="search" label="Search" />);
    const button = screen.getByRole('button', { name: 'Search' });
    expect(within(button).queryByRole('img')).not.toBeInTheDocument();
  });

  it('accepts its own icon element', () => {
    render(<IconButton icon={<span data-testid="own-icon" aria-hidden="true" />} label="Custom" />);
    expect(screen.getByRole('button', { name: 'Custom' })).toContainElement(screen.getByTestId('own-icon'));
  });

  it('ignores presses while disabled or pending', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    const { rerender } = render(<IconButton icon="upload" label="Upload" onPress={onPress} isDisabled />);
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    rerender(<IconButton icon="upload" label="Upload" onPress={onPress} isPending />);
    const pending = screen.getByRole('button', { name: 'Upload' });
    await user.click(pending);
    await user.keyboard('{Enter}');
    expect(onPress).not.toHaveBeenCalled();
  });
});
