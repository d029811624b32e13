import { en } from '@marketplace/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ProfileMenu } from './ProfileMenu';

// Vitest transforms a lazily imported module on its first use, which can take seconds while many test
// files run at once: load it up front, so the tests time the component rather than the transform.
beforeAll(async () => {
  await import('./ProfileMenuPopover');
});

const findMenu = () => screen.findByRole('menu');

describe('ProfileMenu', () => {
  it('shows the name and e-mail and signs out', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    render(<ProfileMenu user={{ name: 'Marina Homes Real Estate', email: 'agency@example.com' }} onSignOut={onSignOut} />);
    // `auto`: an Arabic name reads right to left inside an English page.
    expect(screen.getByText('Marina Homes Real Estate')).toHaveAttribute('dir', 'auto');
    await user.click(screen.getByRole('button', { name: /Marina Homes Real Estate/ }));
    const menu = await findMenu();
    expect(within(menu).getByText('Marina Homes Real Estate')).toHaveAttribute('dir', 'auto');
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

  it('is a closed menu button from the start, opens on ArrowDown with the first item focused, and takes focus back on Escape', async () => {
    const user = userEvent.setup();
    render(<ProfileMenu user={{ name: 'Marina Homes Real Estate', email: 'agency@example.com' }} onSignOut={vi.fn()} />);
    const trigger = screen.getByRole('button', { name: /Marina Homes Real Estate/ });
    expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.tab();
    await user.keyboard('{ArrowDown}');
    const menu = await findMenu();
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: en.shell.signOut })).toHaveFocus());
    expect(screen.getByRole('button', { name: /Marina Homes Real Estate/, hidden: true })).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: /Marina Homes Real Estate/ })).toHaveFocus());
  });

  it('offers the languages after Sign Out, each named in its own language, and reports another choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const languages = {
      options: [
        { id: 'en', name: 'English', lang: 'en' },
        { id: 'ar', name: 'العربية', lang: 'ar' },
      ],
      selected: 'en',
      onChange,
    };
    render(<ProfileMenu user={{ name: 'Marina Homes Real Estate' }} onSignOut={vi.fn()} languages={languages} />);
    await user.click(screen.getByRole('button', { name: /Marina Homes Real Estate/ }));
    const menu = await findMenu();
    const group = within(menu).getByRole('group', { name: en.shell.language });
    const english = within(group).getByRole('menuitemradio', { name: 'English' });
    const arabic = within(group).getByRole('menuitemradio', { name: 'العربية' });
    expect(english).toHaveAttribute('aria-checked', 'true');
    expect(arabic).toHaveAttribute('aria-checked', 'false');
    expect(within(arabic).getByText('العربية')).toHaveAttribute('lang', 'ar');

    // The language shown again changes nothing; another is reported once and the menu closes.
    await user.click(english);
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /Marina Homes Real Estate/ }));
    await user.click(within(await findMenu()).getByRole('menuitemradio', { name: 'العربية' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('ar');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('shows no language group when the host offers none', async () => {
    const user = userEvent.setup();
    render(<ProfileMenu user={{ name: 'Marina Homes Real Estate' }} onSignOut={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: /Marina Homes Real Estate/ }));
    const menu = await findMenu();
    expect(within(menu).queryByRole('menuitemradio')).toBeNull();
    expect(within(menu).queryByText(en.shell.language)).toBeNull();
  });
});
