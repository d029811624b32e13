import type { ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { AppShell } from './AppShell';
import { SidebarNav, SidebarNavItem } from './SidebarNav';

// Vitest transforms a lazily imported module on its first use, which can take seconds while many test
// files run at once: load it up front, so the tests time the component rather than the transform.
beforeAll(async () => {
  await import('./AppShellDrawer');
});

// The drawer's code loads on first use, so it appears a moment after the press.
const findDrawer = () => screen.findByRole('dialog', { name: 'Main navigation' });

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
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    const drawer = await findDrawer();
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(open).toHaveAttribute('aria-controls', drawer.id);
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(open).toHaveFocus());
  });

  it('closes the drawer when a destination is chosen in it', async () => {
    const user = userEvent.setup();
    const onPress = renderShell();
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await findDrawer();
    await user.click(within(drawer).getByRole('link', { name: 'Bulk Upload' }));
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the drawer with its close button', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    await findDrawer();
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

describe('AppShell skip link and page changes', () => {
  const shell = (pageKey: string, page: ReactNode) => (
    <AppShell brand="Agency Panel" navigation={<SidebarNav><SidebarNavItem href="#a">A</SidebarNavItem></SidebarNav>} pageKey={pageKey}>
      {page}
    </AppShell>
  );

  it('offers a skip link as the first keyboard stop, which moves focus to the page content', async () => {
    const user = userEvent.setup();
    render(shell('a', <h1>Dashboard</h1>));
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('keeps focus where it is on the first page and moves it to the heading of each new page', () => {
    const { rerender } = render(shell('a', <h1>Dashboard</h1>));
    expect(document.body).toHaveFocus();
    rerender(shell('b', <h1>Bulk Upload</h1>));
    expect(screen.getByRole('heading', { name: 'Bulk Upload' })).toHaveFocus();
  });

  it('waits for the heading of a page that arrives later', async () => {
    const { rerender } = render(shell('a', <h1>Dashboard</h1>));
    rerender(shell('b', <p>Loading</p>));
    expect(document.body).toHaveFocus();
    rerender(shell('b', <h1>Bulk Upload</h1>));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Bulk Upload' })).toHaveFocus());
  });
});
