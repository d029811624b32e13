import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ProfileMenu } from './ProfileMenu';

const meta = {
  title: 'Screens/AgencyPanel/ProfileMenu',
  component: ProfileMenu,
  args: { user: { name: 'Marina Homes Real Estate', email: 'agency@example.com' }, onSignOut: fn() },
} satisfies Meta<typeof ProfileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: /Marina Homes Real Estate/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: en.shell.signOut }));
    await expect(args.onSignOut).toHaveBeenCalled();
  },
};

/** The menu's code loads on the trigger's first focus; ArrowDown still opens on the first item, and Escape gives focus back. */
export const Keyboard: Story = {
  play: async () => {
    await expect(screen.getByRole('button', { name: /Marina Homes Real Estate/ })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: en.shell.signOut })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: /Marina Homes Real Estate/ })).toHaveFocus());
  },
};

export const NameFallback: Story = { args: { user: { email: 'agency@example.com' } } };

export const Narrow: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** With the host's language choice: a group after Sign Out, each language named in its own. */
export const Languages: Story = {
  args: {
    languages: {
      options: [
        { id: 'en', name: 'English', lang: 'en' },
        { id: 'ar', name: 'العربية', lang: 'ar' },
      ],
      selected: 'en',
      onChange: fn(),
    },
  },
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: /Marina Homes Real Estate/ }));
    const group = await screen.findByRole('group', { name: en.shell.language });
    await expect(within(group).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(group).getByRole('menuitemradio', { name: 'العربية' }));
    await expect(args.languages?.onChange).toHaveBeenCalledWith('ar');
  },
};
