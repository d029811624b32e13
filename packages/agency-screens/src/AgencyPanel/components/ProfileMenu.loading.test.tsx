import { en } from '@marketplace/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProfileMenu } from './ProfileMenu';

// Holds the menu's code back until the test lets it through, so a press can come before it.
const menuCode = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrive, arrived };
});

vi.mock('./loadProfileMenuPopover', () => ({
  loadProfileMenuPopover: () => menuCode.arrived.then(() => import('./ProfileMenuPopover')),
}));

describe('ProfileMenu before its menu has loaded', () => {
  it('opens once the code arrives, as the press asked: Enter focuses the first item, and Escape gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(<ProfileMenu user={{ name: 'Marina Homes Real Estate', email: 'agency@example.com' }} onSignOut={vi.fn()} />);

    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    menuCode.arrive();
    // Vitest transforms the module on this first use, which can take seconds while many test files run at once.
    const menu = await screen.findByRole('menu', undefined, { timeout: 5000 });
    expect(within(menu).getByText('agency@example.com')).toBeInTheDocument();
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: en.shell.signOut })).toHaveFocus(), { timeout: 5000 });

    await user.keyboard('{Escape}');
    // As long as the wait above: on a busy machine closing the popover can take more than a second.
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument(), { timeout: 5000 });
    await waitFor(() => expect(screen.getByRole('button', { name: /Marina Homes Real Estate/ })).toHaveFocus(), { timeout: 5000 });
  });
});
