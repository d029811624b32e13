import { en } from '@marketplace/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProfileMenu } from './ProfileMenu';

describe('ProfileMenu', () => {
  it('shows the name and e-mail and signs out', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    render(<ProfileMenu user={{ name: 'Marina Homes Real Estate', email: 'agency@example.com' }} onSignOut={onSignOut} />);
    await user.click(screen.getByRole('button', { name: /Marina Homes Real Estate/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('agency@example.com')).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: en.shell.signOut }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it("falls back to 'User' for a blank or missing name, and to initials or the user glyph for the picture", () => {
    const { rerender } = render(<ProfileMenu user={{ name: '   ' }} onSignOut={vi.fn()} />);
    expect(screen.getByRole('button', { name: new RegExp(en.shell.userFallback) })).toBeInTheDocument();
    rerender(<ProfileMenu user={null} onSignOut={vi.fn()} />);
    expect(screen.getByRole('button', { name: new RegExp(en.shell.userFallback) })).toBeInTheDocument();
  });
});
