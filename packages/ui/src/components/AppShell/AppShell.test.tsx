import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { AppShell } from './AppShell';
import { SidebarNav, SidebarNavItem } from './SidebarNav';

function renderShell(onPress = vi.fn(), onHeaderAction = vi.fn()) {
  render(
    <AppShell
      brand="Agency Panel"
      navigation={
        <SidebarNav>
          <SidebarNavItem href="#dashboard" isCurrent>
            Dashboard
          </SidebarNavItem>
          <SidebarNavItem onPress={onPress}>Bulk Upload</SidebarNavItem>
        </SidebarNav>
      }
      header={
        <>
          <span>Profile</span>
          <Button onPress={onHeaderAction}>Sign Out</Button>
        </>
      }
    >
      <h1>Page</h1>
    </AppShell>,
  );
  return onPress;
}

describe('AppShell', () => {
  it('renders the sidebar navigation, the header slot and the page', () => {
    renderShell();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Bulk Upload' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('banner')).toHaveTextContent('Profile');
    expect(screen.getByRole('main')).toHaveTextContent('Page');
  });

  it('opens the drawer from the header and closes it with Escape, returning focus', async () => {
    const user = userEvent.setup();
    renderShell();
    const open = screen.getByRole('button', { name: 'Open navigation' });
    await user.click(open);
    expect(screen.getByRole('dialog', { name: 'Main navigation' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(open).toHaveFocus());
  });

  it('closes the drawer when a destination is chosen in it', async () => {
    const user = userEvent.setup();
    const onPress = renderShell();
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = screen.getByRole('dialog', { name: 'Main navigation' });
    await user.click(within(drawer).getByRole('link', { name: 'Bulk Upload' }));
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the drawer with its close button', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    await user.click(screen.getByRole('button', { name: 'Close navigation' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves the buttons of the header slot to their own actions', async () => {
    const user = userEvent.setup();
    const onHeaderAction = vi.fn();
    renderShell(vi.fn(), onHeaderAction);
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onHeaderAction).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
