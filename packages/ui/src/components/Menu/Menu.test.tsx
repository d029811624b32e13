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

  it('offers a section of choices: menuitemradio items, the selected one checked and marked', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(
      <MenuTrigger>
        <Button variant="ghost">Aisha Khan</Button>
        <Menu>
          <MenuSection title="Language" selectionMode="single" selectedKeys={['en']} onSelectionChange={onSelectionChange}>
            <MenuItem id="en">English</MenuItem>
            <MenuItem id="ar">العربية</MenuItem>
          </MenuSection>
          <MenuSeparator />
          <MenuItem id="sign-out" icon={<span data-testid="sign-out-icon" />}>
            Sign Out
          </MenuItem>
        </Menu>
      </MenuTrigger>,
    );
    await user.click(screen.getByRole('button', { name: 'Aisha Khan' }));
    const english = screen.getByRole('menuitemradio', { name: 'English' });
    const arabic = screen.getByRole('menuitemradio', { name: 'العربية' });
    expect(english).toHaveAttribute('aria-checked', 'true');
    expect(arabic).toHaveAttribute('aria-checked', 'false');
    // The check is drawn for the selected choice alone; the other keeps its room empty.
    expect(english.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
    expect(arabic.querySelector('[aria-hidden="true"]')).toBeEmptyDOMElement();
    // An action item keeps its own icon.
    expect(within(screen.getByRole('menuitem', { name: 'Sign Out' })).getByTestId('sign-out-icon')).toBeInTheDocument();

    await user.click(arabic);
    expect(onSelectionChange).toHaveBeenCalledTimes(1);
    expect([...(onSelectionChange.mock.calls[0]?.[0] as Set<string>)]).toEqual(['ar']);
  });
});
