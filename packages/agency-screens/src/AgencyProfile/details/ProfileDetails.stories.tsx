import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { createSeedData } from '@marketplace/domain/fixtures';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createStorySandbox } from '../../shared/stories/storySandbox';
import { ProfileDetails } from './ProfileDetails';

// The connected details on the sandbox (msw in the story's page), signed in as the demo agency:
// the accounts host checks the bearer token, so the story signs in for real before it renders.
const { sandbox, connectedMeta } = createStorySandbox();
const demoAgency = createSeedData().demoAgency;
const text = en.agencyProfile;

const meta = {
  title: 'Screens/AgencyProfile/Details/Connected',
  component: ProfileDetails,
  parameters: { layout: 'padded' },
  ...connectedMeta({ signedIn: true }),
} satisfies Meta<typeof ProfileDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

async function startEditing(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: text.editProfile }));
  return canvas;
}

async function replaceText(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  await userEvent.type(field, value);
}

/** The demo agency's profile as GET /api/profile serves it. */
export const Typical: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(demoAgency.name ?? '')).toBeVisible();
  },
};

/** Until the profile arrives, a placeholder. */
export const Loading: Story = {
  beforeEach() {
    sandbox.faults.set('GET /api/profile', { never: true });
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: text.editProfile })).toBeNull();
  },
};

/** Edit the description and the X address, save: the sandbox keeps them and the details show them. */
export const EditSave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await startEditing(canvasElement);
    await replaceText(canvas.getByLabelText(text.fields.description), 'Family-run brokerage in Dubai Marina.');
    await userEvent.click(canvas.getByRole('tab', { name: text.tabs.socialMedia }));
    await replaceText(await canvas.findByLabelText(text.fields.xurl), 'https://x.com/marinahomesae');
    await userEvent.click(canvas.getByRole('button', { name: text.saveChanges }));
    await expect(await canvas.findByText(text.saved)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: text.editProfile })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /https:\/\/x\.com\/marinahomesae/ })).toBeVisible();
    const saved = sandbox.db.accountAgencies.get(demoAgency.id);
    await expect(saved).toMatchObject({ description: 'Family-run brokerage in Dubai Marina.', xurl: 'https://x.com/marinahomesae' });
    // The message clears after 3 s (spec 1 section 9).
    await waitFor(() => expect(canvas.queryByText(text.saved)).toBeNull());
  },
};

/** The server refuses the save: its message shows and everything typed stays. */
export const SaveFailureKeepsInput: Story = {
  beforeEach() {
    sandbox.faults.set('PUT /api/profile', { status: 500, body: { message: { en: 'Profile service is down' } } });
  },
  play: async ({ canvasElement }) => {
    const canvas = await startEditing(canvasElement);
    await replaceText(canvas.getByLabelText(text.fields.name), 'Marina Homes Dubai');
    await userEvent.click(canvas.getByRole('button', { name: text.saveChanges }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Profile service is down');
    await expect(canvas.getByLabelText(text.fields.name)).toHaveValue('Marina Homes Dubai');
    await expect(canvas.getByRole('button', { name: text.saveChanges })).toBeEnabled();
  },
};

/** The network fails: the generic message, and the input stays. */
export const SaveNetworkFailure: Story = {
  beforeEach() {
    sandbox.faults.set('PUT /api/profile', { networkError: true });
  },
  play: async ({ canvasElement }) => {
    const canvas = await startEditing(canvasElement);
    await replaceText(canvas.getByLabelText(text.fields.name), 'Marina Homes Dubai');
    await userEvent.click(canvas.getByRole('button', { name: text.saveChanges }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text.saveError);
    await expect(canvas.getByLabelText(text.fields.name)).toHaveValue('Marina Homes Dubai');
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await startEditing(canvasElement);
  },
};
