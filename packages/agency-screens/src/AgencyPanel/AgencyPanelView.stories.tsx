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

/**
 * The session ended by itself under the panel: a dialog signs in again over the section, which stays
 * as it was. The account's e-mail is filled in; focus starts in the dialog.
 */
export const SessionEnded: Story = {
  args: {
    signInAgain: { reason: en.session.tokenRefreshFailed, email: 'agency@example.com', error: null, onSubmit: fn(async () => undefined), onLeave: fn() },
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: en.signIn.sessionEndedTitle });
    await expect(dialog).toHaveAccessibleDescription(en.session.tokenRefreshFailed);
    await waitFor(() => expect(within(dialog).getByText(en.signIn.signInAgainBody)).toBeVisible());
    await expect(within(dialog).getByLabelText(new RegExp(en.signIn.email))).toHaveValue('agency@example.com');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.type(within(dialog).getByLabelText(new RegExp(en.signIn.password)), 'demo-agency{Enter}');
    await waitFor(() => expect(args.signInAgain?.onSubmit).toHaveBeenCalledWith({ email: 'agency@example.com', password: 'demo-agency' }));
    await userEvent.click(within(dialog).getByRole('button', { name: en.signIn.goToSignInPage }));
    await expect(args.signInAgain?.onLeave).toHaveBeenCalledTimes(1);
  },
};

/** A sign-in attempt in that dialog failed: its message shows, and the dialog stays. */
export const SessionEndedSignInFailed: Story = {
  args: {
    signInAgain: { reason: en.session.sessionExpired, email: 'agency@example.com', error: en.signIn.invalidCredentials, onSubmit: fn(async () => undefined) },
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: en.signIn.sessionEndedTitle });
    await waitFor(() => expect(within(dialog).getByText(en.signIn.invalidCredentials)).toBeVisible());
    await expect(within(dialog).queryByRole('button', { name: en.signIn.goToSignInPage })).toBeNull();
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
