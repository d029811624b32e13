import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu';

function renderProfileMenu(onAction = vi.fn()) {
  render(
    <MenuTrigger>
      <Button variant="ghost">Aisha Khan</Button>
      <Menu onAction={onAction}>
        <MenuSection title="aisha@example.com">
          <MenuItem id="profile" href="/agency/profile">
            Profile
          </MenuItem>
          <MenuItem id="settings" isDisabled>
            Settings
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="sign-out" tone="danger">
          Sign Out
        </MenuItem>
      </Menu>
    </MenuTrigger>,
  );
  return onAction;
}

describe('Menu', () => {
  it('opens from its trigger and lists the header, link and action items', async () => {
    const user = userEvent.setup();
    renderProfileMenu();
    const trigger = screen.getByRole('button', { name: 'Aisha Khan' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'true');

    await user.click(trigger);
    // The menu takes its name from the trigger.
    const menu = screen.getByRole('menu', { name: 'Aisha Khan' });
    expect(within(menu).getByText('aisha@example.com')).toBeVisible();
    expect(within(menu).getByRole('group', { name: 'aisha@example.com' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/agency/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getByRole('separator')).toBeInTheDocument();
  });

  it('opens with the keyboard, moves with ArrowDown past disabled items and runs an action with Enter', async () => {
    const user = userEvent.setup();
    const onAction = renderProfileMenu();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Aisha Khan' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onAction.mock.calls[0]?.[0]).toBe('sign-out');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('calls an item onAction and closes on Escape, returning focus to the trigger', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    render(
      <MenuTrigger>
        <Button variant="secondary">Actions</Button>
        <Menu>
          <MenuItem onAction={onEdit}>Edit</MenuItem>
          <MenuItem tone="danger">Delete</MenuItem>
        </Menu>
      </MenuTrigger>,
    );

    const trigger = screen.getByRole('button', { name: 'Actions' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
  });
});
