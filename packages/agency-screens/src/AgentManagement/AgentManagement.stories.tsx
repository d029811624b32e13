import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { createSeedData } from '@marketplace/domain/fixtures';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AgentManagement } from './AgentManagement';
import { createStorySandbox } from '../shared/stories/storySandbox';
import { hostileTextStory } from '../shared/hostileText/hostileTextStory';

// The connected screen on the sandbox (msw in the story's page): real calls, faults injected per story.
const { sandbox, connectedMeta } = createStorySandbox();
const demoAgency = createSeedData().demoAgency;
const copy = en.agentManagement;
const accountsRoute = 'GET /api/auth/accounts/get';
const inviteRoute = 'POST /api/admin/agent_agency_rs/request';

const meta = {
  title: 'Screens/AgentManagement/Connected',
  component: AgentManagement,
  parameters: { layout: 'padded' },
  ...connectedMeta({ signedIn: true }),
  args: { agencyId: demoAgency.id },
} satisfies Meta<typeof AgentManagement>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Find Agents as the sandbox serves it, with the pending count. */
export const Typical: Story = {
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: copy.tabs.findAgents });
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(2));
    await expect(await canvas.findByText(/pending invitation/)).toBeVisible();
  },
};

/** The list never answers: the skeleton stays. */
export const Loading: Story = {
  beforeEach() {
    sandbox.faults.set(accountsRoute, { never: true });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(copy.loadingAgents)).toBeInTheDocument();
  },
};

/** The agents answer 500: the catalogue's server message with Retry, which loads them. */
export const LoadFails: Story = {
  beforeEach() {
    sandbox.faults.set(accountsRoute, { status: 500, times: 1 });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(copy.errors.availableAgents.server)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: en.common.retry }));
    await canvas.findByRole('grid', { name: copy.tabs.findAgents });
  },
};

/** The invitation fails: the row goes back to Invite and the notice says why. */
export const InviteFails: Story = {
  beforeEach() {
    sandbox.faults.set(inviteRoute, { status: 500, delayMs: 300, times: 1 });
  },
  play: async ({ canvas, canvasElement }) => {
    // The grid is found again at each look: a reload after the failure may render a new one.
    const invitesShown = () => within(canvas.getByRole('grid', { name: copy.tabs.findAgents })).getAllByRole('button', { name: copy.invite });
    const grid = await canvas.findByRole('grid', { name: copy.tabs.findAgents });
    const invites = await within(grid).findAllByRole('button', { name: copy.invite });
    const before = invites.length;
    await userEvent.click(invites[0] as HTMLElement);
    await waitFor(() => expect(invitesShown()).toHaveLength(before - 1));
    await expect(await page(canvasElement).findByText(copy.errors.invite.default)).toBeInTheDocument();
    await waitFor(() => expect(invitesShown()).toHaveLength(before));
  },
};

/** Every agent's name, text and picture a vector of the XSS corpus: shown as text, nothing runs or loads. */
export const HostileText: Story = hostileTextStory(sandbox);
