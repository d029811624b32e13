import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Select, SelectItem } from './Select';

const statuses = [
  { id: 'NEW', label: 'New' },
  { id: 'IN_PROGRESS', label: 'In Progress' },
  { id: 'RESOLVED', label: 'Resolved' },
  { id: 'CLOSED', label: 'Closed', isDisabled: true },
];

describe('Select', () => {
  it('opens with the keyboard, moves with the arrows and picks with Enter', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<Select label="Status" placeholder="Choose a status" items={statuses} onSelectionChange={onSelectionChange} />);
    const trigger = screen.getByRole('button', { name: /Status/ });
    expect(trigger).toHaveTextContent('Choose a status');

    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'New',
      'In Progress',
      'Resolved',
      'Closed',
    ]);
    expect(within(listbox).getByRole('option', { name: 'New' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');

    expect(onSelectionChange).toHaveBeenCalledExactlyOnceWith('IN_PROGRESS');
    expect(trigger).toHaveTextContent('In Progress');
    // The popover unmounts, and focus returns, after its exit animation.
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('skips disabled options and closes with Escape without changing the value', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<Select label="Status" items={statuses} defaultSelectedKey="RESOLVED" onSelectionChange={onSelectionChange} />);

    await user.tab();
    await user.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Resolved' })).toHaveAttribute('aria-selected', 'true');
    expect(within(listbox).getByRole('option', { name: 'Closed' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{ArrowDown}');
    expect(within(listbox).getByRole('option', { name: 'Resolved' })).toHaveFocus();
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(onSelectionChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Status/ })).toHaveTextContent('Resolved');
  });

  it('is controlled through selectedKey and picks with the mouse', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [status, setStatus] = useState<Key | null>('NEW');
      return <Select aria-label="Inquiry status" size="small" items={statuses} selectedKey={status} onSelectionChange={setStatus} />;
    }
    render(<Controlled />);
    const trigger = screen.getByRole('button', { name: /Inquiry status/ });
    expect(trigger).toHaveTextContent('New');

    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: 'Resolved' }));
    expect(trigger).toHaveTextContent('Resolved');
  });

  it('accepts composed SelectItem children and typeahead', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(
      <Select label="Area" onSelectionChange={onSelectionChange}>
        <SelectItem id="marina">Dubai Marina</SelectItem>
        <SelectItem id="downtown">Downtown Dubai</SelectItem>
        <SelectItem id="jvc">Jumeirah Village Circle</SelectItem>
      </Select>,
    );
    await user.tab();
    await user.keyboard(' ');
    await screen.findByRole('listbox');
    await user.keyboard('Ju');
    expect(screen.getByRole('option', { name: 'Jumeirah Village Circle' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelectionChange).toHaveBeenCalledWith('jvc');
  });

  it('shows the description and the error while invalid, and does not open while disabled', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <Select label="Offering type" items={statuses} description="How it is sold" isInvalid errorMessage="Please select an offering type" />,
    );
    expect(screen.getByRole('button', { name: /Offering type/ })).toHaveAccessibleDescription(
      'How it is sold Please select an offering type',
    );

    rerender(<Select label="Offering type" items={statuses} isDisabled />);
    const trigger = screen.getByRole('button', { name: /Offering type/ });
    expect(trigger).toBeDisabled();
    await user.click(trigger);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  describe('deferred until used', () => {
    function DeferredStatus({ onSelectionChange = vi.fn() }: { onSelectionChange?: (key: Key | null) => void }) {
      const [status, setStatus] = useState<Key | null>('RESOLVED');
      return (
        <>
          <button type="button">Before</button>
          <Select
            aria-label="Status of Noura"
            size="small"
            items={statuses}
            selectedKey={status}
            onSelectionChange={(key) => {
              onSelectionChange(key);
              setStatus(key);
            }}
            deferUntilUsed
          />
        </>
      );
    }

    it('stands in with a button of the same name, value and popup, without the select', () => {
      const { container } = render(<DeferredStatus />);
      const trigger = screen.getByRole('button', { name: 'Resolved Status of Noura' });
      expect(trigger).toHaveAttribute('aria-haspopup', 'listbox');
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      // react-aria's select renders a hidden native select for forms; the stand-in does not.
      expect(container.querySelector('select')).toBeNull();
    });

    it('opens on a press and picks with the mouse; the value shows on the trigger', async () => {
      const user = userEvent.setup();
      const onSelectionChange = vi.fn();
      render(<DeferredStatus onSelectionChange={onSelectionChange} />);
      await user.click(screen.getByRole('button', { name: /Status of Noura/ }));
      const listbox = await screen.findByRole('listbox');
      expect(within(listbox).getByRole('option', { name: 'Resolved' })).toHaveFocus();
      await user.click(within(listbox).getByRole('option', { name: 'In Progress' }));
      expect(onSelectionChange).toHaveBeenCalledExactlyOnceWith('IN_PROGRESS');
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
      const trigger = screen.getByRole('button', { name: /Status of Noura/ });
      expect(trigger).toHaveTextContent('In Progress');
      await waitFor(() => expect(trigger).toHaveFocus());
    });

    it('becomes the full select on focus, so the keyboard works as usual', async () => {
      const user = userEvent.setup();
      const onSelectionChange = vi.fn();
      render(<DeferredStatus onSelectionChange={onSelectionChange} />);
      await user.tab();
      await user.tab();
      const trigger = screen.getByRole('button', { name: /Status of Noura/ });
      expect(trigger).toHaveFocus();
      await user.keyboard('{Enter}');
      await screen.findByRole('listbox');
      await user.keyboard('{ArrowUp}{Enter}');
      expect(onSelectionChange).toHaveBeenCalledExactlyOnceWith('IN_PROGRESS');
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
      await waitFor(() => expect(screen.getByRole('button', { name: /Status of Noura/ })).toHaveFocus());
      await user.tab({ shift: true });
      expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
    });

    it('is named by its visible label as the full select is', () => {
      const { rerender } = render(<Select label="Status" items={statuses} defaultSelectedKey="RESOLVED" isRequired deferUntilUsed />);
      expect(screen.getByRole('button', { name: 'Resolved Status' })).toHaveAttribute('aria-haspopup', 'listbox');
      rerender(<Select label="Status" items={statuses} defaultSelectedKey="RESOLVED" isRequired />);
      expect(screen.getByRole('button', { name: 'Resolved Status' })).toHaveAttribute('aria-haspopup', 'listbox');
    });

    it('carries its value in a form while it stands in', () => {
      const { container } = render(
        <form>
          <Select aria-label="Status" name="status" items={statuses} defaultSelectedKey="NEW" deferUntilUsed />
        </form>,
      );
      const form = container.querySelector('form');
      if (!form) throw new Error('no form');
      expect(new FormData(form).get('status')).toBe('NEW');
    });

    it('does not open while disabled', async () => {
      const user = userEvent.setup();
      render(<Select aria-label="Status" items={statuses} defaultSelectedKey="NEW" isDisabled deferUntilUsed />);
      const trigger = screen.getByRole('button', { name: /Status/ });
      expect(trigger).toBeDisabled();
      await user.click(trigger);
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    });
  });
});
