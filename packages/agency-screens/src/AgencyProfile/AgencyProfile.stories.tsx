import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiProvider, createApiClient, createSession, type ApiClient, type Session } from '@marketplace/api-client';
import { createSeedData, demoAgencyCredentials, en } from '@marketplace/domain';
import { createSandbox } from '@marketplace/sandbox';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { AgencyProfile } from './AgencyProfile';

// The whole profile page on the sandbox, signed in as the demo agency (the accounts host checks the token).
const sandbox = createSandbox({ propertyBaseUrl: '', accountsBaseUrl: '' });
const demoAgency = createSeedData().demoAgency;
const text = en.agencyProfile;
const signedIn: { client?: ApiClient; session?: Session } = {};

function withSignedInClient(Story: () => React.JSX.Element) {
  if (!signedIn.client || !signedIn.session) throw new Error('the story signs in before it renders');
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <ApiProvider client={signedIn.client} session={signedIn.session}>
        <Story />
      </ApiProvider>
    </SWRConfig>
  );
}

const meta = {
  title: 'Screens/AgencyProfile/Connected',
  component: AgencyProfile,
  parameters: { layout: 'padded' },
  decorators: [withSignedInClient],
  args: { onSignInRequired: fn() },
  async beforeEach({ msw }) {
    sandbox.reset();
    sessionStorage.clear();
    msw.use(...sandbox.handlers);
    const client = createApiClient({ propertyBaseUrl: '', accountsBaseUrl: '', getToken: () => session.getToken() });
    const session = createSession({ client });
    await session.signIn(demoAgencyCredentials.email, demoAgencyCredentials.password);
    signedIn.client = client;
    signedIn.session = session;
  },
} satisfies Meta<typeof AgencyProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo agency: header, details and the customer reviews. */
export const Typical: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: demoAgency.name ?? '' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.editProfile })).toBeVisible();
    await expect(await canvas.findByText(en.reviews.title, {}, { timeout: 5000 })).toBeVisible();
  },
};

/** Edit shows Change Cover and Change Picture; Cancel goes back to view mode. */
export const EditThenCancel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.editProfile }, { timeout: 5000 }));
    await expect(canvas.getByRole('button', { name: text.changeCover })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.changePicture })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text.cancel }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: text.changeCover })).toBeNull());
  },
};

/** GET /api/profile answers 500: 'Failed to load profile: 500'. */
export const LoadFails: Story = {
  beforeEach() {
    sandbox.faults.set('GET /api/profile', { status: 500 });
  },
  play: async ({ canvasElement, args }) => {
    await expect(await within(canvasElement).findByText(text.loadFailed(500), {}, { timeout: 5000 })).toBeVisible();
    await expect(args.onSignInRequired).not.toHaveBeenCalled();
  },
};

/** A 401 on load: the message, and the host is asked to clear the session and go to /signin. */
export const Unauthorised: Story = {
  beforeEach() {
    sandbox.faults.set('GET /api/profile', { status: 401 });
  },
  play: async ({ canvasElement, args }) => {
    await expect(await within(canvasElement).findByText(text.loadFailed(401), {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(args.onSignInRequired).toHaveBeenCalled());
  },
};

/** Below 768 px the reviews follow the details in one column. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: text.editProfile }, { timeout: 5000 })).toBeVisible();
  },
};
