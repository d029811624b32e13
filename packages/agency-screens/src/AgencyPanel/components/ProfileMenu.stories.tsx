import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfileMenu } from './ProfileMenu';

const meta = {
  title: 'Screens/AgencyPanel/ProfileMenu',
  component: ProfileMenu,
  args: { user: { name: 'Marina Homes Real Estate', email: 'agency@example.com' }, onSignOut: fn() },
} satisfies Meta<typeof ProfileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: /Marina Homes Real Estate/ }));
    await userEvent.click(await page.findByRole('menuitem', { name: en.shell.signOut }));
    await expect(args.onSignOut).toHaveBeenCalled();
  },
};

export const NameFallback: Story = { args: { user: { email: 'agency@example.com' } } };

export const Narrow: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
