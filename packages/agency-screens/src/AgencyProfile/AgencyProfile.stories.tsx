import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { createSeedData } from '@marketplace/domain/fixtures';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createStorySandbox } from '../shared/stories/storySandbox';
import { AgencyProfile } from './AgencyProfile';
import { hostileTextStory } from '../shared/hostileText/hostileTextStory';

// The whole profile page on the sandbox, signed in as the demo agency (the accounts host checks the token).
const { sandbox, connectedMeta } = createStorySandbox();
const demoAgency = createSeedData().demoAgency;
const text = en.agencyProfile;

const meta = {
  title: 'Screens/AgencyProfile/Connected',
  component: AgencyProfile,
  parameters: { layout: 'padded' },
  ...connectedMeta({ signedIn: true }),
  args: { onSignInRequired: fn() },
} satisfies Meta<typeof AgencyProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo agency: header, details and the customer reviews. */
export const Typical: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: demoAgency.name ?? '' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.editProfile })).toBeVisible();
    await expect(await canvas.findByText(en.reviews.title)).toBeVisible();
  },
};

/** Edit shows Change Cover and Change Picture; Cancel goes back to view mode. */
export const EditThenCancel: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text.editProfile }));
    await expect(canvas.getByRole('button', { name: text.changeCover })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.changePicture })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text.cancel }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: text.changeCover })).toBeNull());
  },
};

/** The profile never arrives: the page shows its placeholder and says it is loading. */
export const Loading: Story = {
  beforeEach() {
    sandbox.faults.set('GET /api/profile', { never: true });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(en.common.loading)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: text.editProfile })).toBeNull();
  },
};

/** GET /api/profile answers 500: 'Failed to load profile: 500'. */
export const LoadFails: Story = {
  beforeEach() {
    sandbox.faults.set('GET /api/profile', { status: 500 });
  },
  play: async ({ canvasElement, args }) => {
    await expect(await within(canvasElement).findByText(text.loadFailed(500))).toBeVisible();
    await expect(args.onSignInRequired).not.toHaveBeenCalled();
  },
};

/** The load fails once; Retry loads the profile. */
export const LoadFailsThenRetry: Story = {
  beforeEach() {
    sandbox.faults.set('GET /api/profile', { status: 500, times: 1 });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.loadFailed(500))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: en.common.retry }));
    await expect(await canvas.findByRole('heading', { name: demoAgency.name ?? '' })).toBeVisible();
    await expect(canvas.queryByText(text.loadFailed(500))).not.toBeInTheDocument();
  },
};

/** A 401 on load: the message, and the host is asked to clear the session and go to /signin. */
export const Unauthorised: Story = {
  beforeEach() {
    sandbox.faults.set('GET /api/profile', { status: 401 });
  },
  play: async ({ canvasElement, args }) => {
    await expect(await within(canvasElement).findByText(text.loadFailed(401))).toBeVisible();
    await waitFor(() => expect(args.onSignInRequired).toHaveBeenCalled());
  },
};

/** Below 768 px the reviews follow the details in one column. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: text.editProfile })).toBeVisible();
  },
};

/** The profile's texts, links and pictures and the reviews, each a vector of the XSS corpus: shown as text, nothing runs or loads. */
export const HostileText: Story = hostileTextStory(sandbox);
