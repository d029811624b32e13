import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { Text } from '@marketplace/ui';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AgencyPanelView } from './AgencyPanelView';

const meta = {
  title: 'Screens/AgencyPanel',
  component: AgencyPanelView,
  parameters: { layout: 'fullscreen' },
  args: {
    user: { name: 'Marina Homes Real Estate', email: 'agency@example.com' },
    currentSection: 'dashboard',
    sectionHref: (section) => `#${section}`,
    onSignOut: fn(),
    children: (
      <Text as="h1" size="xxlarge" weight="bold">
        {en.shell.sections.dashboard}
      </Text>
    ),
  },
} satisfies Meta<typeof AgencyPanelView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: /Marina Homes Real Estate/ }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: en.shell.signOut }));
    await waitFor(() => expect(args.onSignOut).toHaveBeenCalledTimes(1));
  },
};

export const Loading: Story = { args: { isLoading: true } };

/** A token refresh could not reach the server and is being retried; the section stays. */
export const RefreshRetrying: Story = {
  args: { isReconnecting: true },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('status');
    await expect(notice).toHaveTextContent(en.shell.reconnectingTitle);
    await expect(notice).toHaveTextContent(en.shell.reconnectingBody);
    await expect(within(canvasElement).getByRole('heading', { name: en.shell.sections.dashboard })).toBeVisible();
  },
};

export const NoNameOrPicture: Story = {
  args: { user: { email: 'agency@example.com' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: new RegExp(en.shell.userFallback) })).toBeVisible();
  },
};

export const BrokenPicture: Story = {
  args: { user: { name: 'Marina Homes Real Estate', email: 'agency@example.com', profilePicture: '/does-not-exist.png' } },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Main navigation' });
    await waitFor(() => expect(within(drawer).getByRole('link', { name: en.shell.sections['team-management'] })).toBeVisible());
  },
};
