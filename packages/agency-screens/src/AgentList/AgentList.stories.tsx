import type { Meta, StoryObj } from '@storybook/react-vite';
import { agentFullName, en } from '@marketplace/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createStorySandbox } from '../shared/stories/storySandbox';
import { AgentList } from './AgentList';
import { agentWithProperties } from './stories/agentListStoryData';
import { hostileTextStory } from '../shared/hostileText/hostileTextStory';

// The connected screen on the sandbox (msw in the story's page): real calls, faults injected per story.
const { sandbox, connectedMeta } = createStorySandbox();
const agentsRoute = 'GET /api/auth/accounts/get';
const copy = en.agentList;

const meta = {
  title: 'Screens/AgentList/Connected',
  component: AgentList,
  parameters: { layout: 'padded' },
  ...connectedMeta({ signedIn: true }),
  args: { onSignInRequired: fn() },
} satisfies Meta<typeof AgentList>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Every agent, as the sandbox serves them, ten a page. */
export const Typical: Story = {
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(11));
    await expect(canvas.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
    await expect(args.onSignInRequired).not.toHaveBeenCalled();
  },
};

/** The list never answers: skeletons under the filters. */
export const Loading: Story = {
  beforeEach() {
    sandbox.faults.set(agentsRoute, { never: true });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(copy.loadingAgents)).toBeInTheDocument();
  },
};

/** The list answers 500: 'Failed to fetch agents. Status: 500'; Retry loads it. */
export const LoadFails: Story = {
  beforeEach() {
    sandbox.faults.set(agentsRoute, { status: 500, times: 1 });
  },
  play: async ({ canvas }) => {
    const message = en.common.fetchFailedWithStatus('agents', 500);
    await expect(await canvas.findByText(message)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: en.common.retry }));
    await waitFor(() => expect(canvas.queryByText(message)).toBeNull());
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(11));
  },
};

/** The list never reaches the browser: 'Failed to load agents'. */
export const LoadUnreachable: Story = {
  beforeEach() {
    sandbox.faults.set(agentsRoute, { networkError: true });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(copy.loadAgentsFailed)).toBeVisible();
  },
};

/** The server refuses the token: the session's message, and the host is asked to go to the sign-in page. */
export const SessionExpired: Story = {
  beforeEach() {
    sandbox.faults.set(agentsRoute, { status: 401 });
  },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByText(en.session.sessionExpired)).toBeVisible();
    await waitFor(() => expect(args.onSignInRequired).toHaveBeenCalled());
    await expect(canvas.queryByRole('button', { name: en.common.retry })).toBeNull();
  },
};

/** No token at all: the same, without a call. */
export const NoToken: Story = {
  parameters: { storyToken: null },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByText(en.session.sessionExpired)).toBeVisible();
    await waitFor(() => expect(args.onSignInRequired).toHaveBeenCalled());
  },
};

const { agent } = agentWithProperties();

/** The agent's properties answer 503: the profile says 'Failed to fetch agent properties. Status: 503'. */
export const PropertiesFail: Story = {
  beforeEach() {
    sandbox.faults.set('GET /api/property/search', { status: 503 });
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: copy.filters.email }), agent.email ?? '');
    await userEvent.click(await canvas.findByRole('button', { name: copy.viewAgent(agentFullName(agent)) }));
    const profile = await page(canvasElement).findByRole('dialog', { name: copy.profile.title });
    await waitFor(() => expect(within(profile).getByText(en.common.fetchFailedWithStatus('agent properties', 503))).toBeVisible());
  },
};

/** Request to Add: 'Processing...' for a second, then 'Request sent successfully' and Cancel Request. */
export const RequestToAdd: Story = {
  play: async ({ canvas, canvasElement }) => {
    const [button] = await canvas.findAllByRole('button', { name: /^Request to add / });
    if (!button) throw new Error('a Request to Add button expected');
    const name = (button.getAttribute('aria-label') ?? '').replace(/^Request to add /, '');
    await userEvent.click(button);
    await expect(button).toHaveTextContent(copy.processing);
    // Visible once the notice's entry animation has ended.
    const sent = await page(canvasElement).findByText(copy.requestSent);
    await waitFor(() => expect(sent).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: copy.cancelRequestFor(name) }));
    const cancelled = await page(canvasElement).findByText(copy.requestCancelled);
    await waitFor(() => expect(cancelled).toBeVisible());
    await expect(canvas.getByRole('button', { name: copy.requestToAddFor(name) })).toBeVisible();
  },
};

/** Every agent's name, text and picture a vector of the XSS corpus: shown as text, nothing runs or loads. */
export const HostileText: Story = hostileTextStory(sandbox);
