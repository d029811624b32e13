import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { demoAgencyCredentials } from '@marketplace/domain/fixtures';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createStorySession } from '../shared/stories/storySession';
import { SignIn } from './SignIn';

// The connected screen on the sandbox (served by msw in the story's page): real session, real calls.
const { sandbox, withSession, resetSession } = createStorySession();

const meta = {
  title: 'Screens/SignIn/Connected',
  component: SignIn,
  parameters: { layout: 'fullscreen' },
  decorators: [withSession],
  args: { onSignedIn: fn(), demoCredentials: demoAgencyCredentials },
  beforeEach({ msw }) {
    resetSession(msw);
  },
} satisfies Meta<typeof SignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

async function signIn(canvasElement: HTMLElement, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(en.signIn.email, { exact: false }), demoAgencyCredentials.email);
  await userEvent.type(canvas.getByLabelText(en.signIn.password, { exact: false }), password);
  await userEvent.click(canvas.getByRole('button', { name: en.signIn.submit }));
}

export const SignsInTheDemoAgency: Story = {
  play: async ({ args, canvasElement }) => {
    await signIn(canvasElement, demoAgencyCredentials.password);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledTimes(1));
  },
};

export const WrongPassword: Story = {
  play: async ({ args, canvasElement }) => {
    await signIn(canvasElement, 'wrong-password');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(en.signIn.invalidCredentials);
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

export const ServerUnreachable: Story = {
  beforeEach() {
    sandbox.faults.set('POST /api/auth/signin', { networkError: true });
  },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, demoAgencyCredentials.password);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(en.signIn.unreachable);
  },
};
