import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { expect, fn, userEvent } from 'storybook/test';
import { SignInView } from './SignInView';

const meta = {
  title: 'Screens/SignIn',
  component: SignInView,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof SignInView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(en.signIn.email, { exact: false }), 'agency@example.com');
    await userEvent.type(canvas.getByLabelText(en.signIn.password, { exact: false }), 'password{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'agency@example.com', password: 'password' });
  },
};

export const ValidationMessages: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: en.signIn.submit }));
    await expect(await canvas.findByText(en.signIn.emailRequired)).toBeVisible();
    await expect(canvas.getByText(en.signIn.passwordRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Failed: Story = { args: { error: en.signIn.invalidCredentials } };

/** After a session ended by itself: the server refused the token refresh. */
export const SessionEnded: Story = {
  args: { sessionEnded: en.session.tokenRefreshFailed },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en.signIn.sessionEndedTitle)).toBeVisible();
    await expect(canvas.getByText(en.session.tokenRefreshFailed)).toBeVisible();
  },
};

export const DemoMode: Story = { args: { demoCredentials: { email: 'demo@marinahomes.ae', password: 'demo-agency' } } };

export const Narrow: Story = {
  args: { demoCredentials: { email: 'demo@marinahomes.ae', password: 'demo-agency' } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
