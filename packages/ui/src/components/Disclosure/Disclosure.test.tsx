import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Disclosure } from './Disclosure';

describe('Disclosure', () => {
  it('expands and collapses with a click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    render(
      <Disclosure title="Rejection reason" onExpandedChange={onExpandedChange}>
        The floor plan image is missing.
      </Disclosure>,
    );
    const trigger = screen.getByRole('button', { name: 'Rejection reason' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('The floor plan image is missing.')).not.toBeVisible();

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('The floor plan image is missing.')).toBeVisible();

    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(onExpandedChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('puts the trigger in a heading and names the panel after it', async () => {
    const user = userEvent.setup();
    render(
      <Disclosure title="Filters" headingLevel={2} defaultExpanded>
        Status and date filters
      </Disclosure>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Filters' })).toBeInTheDocument();
    const panel = screen.getByRole('group', { name: 'Filters' });
    expect(panel).toHaveTextContent('Status and date filters');
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-controls', panel.id);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
  });

  it('shows the subtitle inside the trigger, so a click on it toggles too', async () => {
    const user = userEvent.setup();
    render(
      <Disclosure title="Is parking included?" subtitle="Last updated 3/14/2025">
        Yes, one covered space.
      </Disclosure>,
    );
    const trigger = screen.getByRole('button', { name: /^Is parking included\?\s*Last updated 3\/14\/2025$/ });
    await user.click(screen.getByText('Last updated 3/14/2025'));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('renders a title that follows the expanded state', async () => {
    const user = userEvent.setup();
    render(
      <Disclosure variant="plain" title={({ isExpanded }) => (isExpanded ? 'Hide Filters' : 'Show Filters')}>
        Filters
      </Disclosure>,
    );
    await user.click(screen.getByRole('button', { name: 'Show Filters' }));
    expect(screen.getByRole('button', { name: 'Hide Filters' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps actions inside the panel usable', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    render(
      <Disclosure title="Is parking included?" defaultExpanded>
        <button type="button" onClick={onEdit}>
          Edit
        </button>
      </Disclosure>,
    );
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('follows a controlled state and ignores presses while disabled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Disclosure title="Show reason" isExpanded={open} onExpandedChange={setOpen}>
            Blurry photos.
          </Disclosure>
          <p>{open ? 'Open' : 'Closed'}</p>
        </>
      );
    }
    const { unmount } = render(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Show reason' }));
    expect(screen.getByText('Open')).toBeInTheDocument();
    unmount();

    render(
      <Disclosure title="Show reason" isDisabled>
        Blurry photos.
      </Disclosure>,
    );
    const trigger = screen.getByRole('button', { name: 'Show reason' });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toBeDisabled();
  });
});
