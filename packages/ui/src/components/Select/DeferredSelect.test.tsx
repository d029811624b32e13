import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { DeferredSelect } from './DeferredSelect';

const statuses = [
  { id: 'NEW', label: 'New' },
  { id: 'IN_PROGRESS', label: 'In Progress' },
  { id: 'RESOLVED', label: 'Resolved' },
];

function Status({ onSelectionChange = () => undefined }: { onSelectionChange?: (key: Key | null) => void }) {
  const [status, setStatus] = useState<Key | null>('RESOLVED');
  return (
    <>
      <button type="button">Before</button>
      <DeferredSelect
        aria-label="Status of Noura"
        size="small"
        name="status"
        items={statuses}
        selectedKey={status}
        onSelectionChange={(key) => {
          onSelectionChange(key);
          setStatus(key);
        }}
      />
    </>
  );
}

describe('DeferredSelect', () => {
  it('shows the selected label on a button with the select’s name and popup until used, without react-aria’s select', () => {
    const { container } = render(<Status />);
    const trigger = screen.getByRole('button', { name: 'Resolved Status of Noura' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'listbox');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(container.querySelector('select')).toBeNull();
    // The value still reaches a form.
    expect(container.querySelector('input[type="hidden"][name="status"]')).toHaveValue('RESOLVED');
  });

  it('opens on a press once its code has loaded, and picks with the mouse', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<Status onSelectionChange={onSelectionChange} />);
    await user.click(screen.getByRole('button', { name: /Status of Noura/ }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Resolved' })).toHaveFocus();
    await user.click(within(listbox).getByRole('option', { name: 'In Progress' }));
    expect(onSelectionChange).toHaveBeenCalledExactlyOnceWith('IN_PROGRESS');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: /Status of Noura/ })).toHaveTextContent('In Progress'));
  });

  it('takes the focus into the full select, so the keyboard works as usual', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    const { container } = render(<Status onSelectionChange={onSelectionChange} />);
    await user.tab();
    await user.tab();
    // The full select has replaced the stand-in (its hidden native select is there) and holds the focus.
    await waitFor(() => expect(container.querySelector('select')).not.toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: /Status of Noura/ })).toHaveFocus());
    await user.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    // The list moves the focus to the selected option after it opens; an arrow before that goes nowhere.
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Resolved' })).toHaveFocus());
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onSelectionChange).toHaveBeenCalledExactlyOnceWith('IN_PROGRESS');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
  });
});
