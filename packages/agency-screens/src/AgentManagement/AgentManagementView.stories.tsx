import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AgentManagementView } from './AgentManagementView';
import { loadAgentManagementDialogs } from './components/loadAgentManagementDialogs';
import { defaultAgentManagementViewState } from './agentManagementViewState';
import { longContentRows, seededPendingEmails, seededRows, storyProperties } from './stories/agentManagementStoryData';
import { StatefulAgentManagementView } from './stories/StatefulAgentManagementView';

const copy = en.agentManagement;
const rowsOfTab = seededRows();
const pendingEmails = seededPendingEmails();

const meta = {
  title: 'Screens/AgentManagement/View',
  component: AgentManagementView,
  // The dialogs' code arrives before the story renders, as a hover or focus fetches it in the app
  // (the dev server transforming it on a first opening outlasts a findBy* wait).
  loaders: [async () => ({ dialogs: await loadAgentManagementDialogs() })],
  args: {
    viewState: defaultAgentManagementViewState,
    rows: rowsOfTab.findAgents,
    pageCount: 1,
    loadError: null,
    pendingEmails,
    pendingCount: pendingEmails.size,
    detailRow: null,
    detailProperties: { properties: storyProperties(), total: 3, loadError: null },
    onTabChange: fn(),
    onSearchChange: fn(),
    onPageChange: fn(),
    onReset: fn(),
    onRetry: fn(),
    onInvite: fn(),
    onRemove: fn(async () => undefined),
    onDetailChange: fn(),
  },
  argTypes: { rows: { control: false } },
  render: (args) => <StatefulAgentManagementView {...args} rowsOfTab={args.rows === rowsOfTab.findAgents ? rowsOfTab : undefined} />,
} satisfies Meta<typeof AgentManagementView>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * react-aria announces a pending button's name through its live announcer by reference; once the
 * dialog is gone the stale reference would fail axe's check after the play.
 */
function clearAnnouncements(canvasElement: HTMLElement) {
  canvasElement.ownerDocument.querySelectorAll('[data-live-announcer] [role="log"]').forEach((log) => log.replaceChildren());
}

/** Find Agents from the seed: invited agents show a disabled 'Pending', the others Invite; Status is not a column. */
export const FindAgents: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
    await expect(canvas.getByText(copy.pendingInvitations(pendingEmails.size))).toBeVisible();
    await expect(canvas.getByRole('tab', { name: copy.tabs.findAgents })).toHaveAttribute('aria-selected', 'true');
    const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual([copy.columns.agent, copy.columns.contact, copy.columns.location, copy.columns.experience, copy.columns.languages, copy.columns.actions]);
    await expect(canvas.getByText(en.common.pageOf(1, Math.ceil(rowsOfTab.findAgents.length / 10)))).toBeVisible();

    const invite = canvas.getAllByRole('button', { name: copy.invite })[0];
    if (!invite) throw new Error('no Invite button');
    const pendingBefore = canvas.queryAllByRole('button', { name: copy.pending }).length;
    await userEvent.click(invite);
    await expect(args.onInvite).toHaveBeenCalledTimes(1);
    await expect(canvas.getAllByRole('button', { name: copy.pending })).toHaveLength(pendingBefore + 1);
    for (const button of canvas.getAllByRole('button', { name: copy.pending })) await expect(button).toBeDisabled();
  },
};

/** Pending Requests: the agency's open invitations, with their Status. */
export const PendingRequests: Story = {
  args: { viewState: { ...defaultAgentManagementViewState, tab: 'pendingRequests' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: copy.columns.status })).toBeVisible();
    const grid = canvas.getByRole('grid', { name: copy.tabs.pendingRequests });
    await expect(within(grid).getAllByRole('row')).toHaveLength(rowsOfTab.pendingRequests.length + 1);
    await expect(within(grid).getAllByText(copy.relationshipStatus.PENDING)).toHaveLength(rowsOfTab.pendingRequests.length);
    await expect(canvas.queryByRole('button', { name: copy.invite })).not.toBeInTheDocument();
  },
};

/** The removal answers when the play says so: on a timer, a slow machine could miss 'Removing...'. */
const heldRemoval = { answer: () => {} };

/** Our Agents: Remove asks first, names the agent, and shows 'Removing...' while it runs. */
export const OurAgentsRemove: Story = {
  args: { viewState: { ...defaultAgentManagementViewState, tab: 'ourAgents' }, onRemove: fn(() => new Promise<void>((resolve) => (heldRemoval.answer = resolve))) },
  play: async ({ args, canvas, canvasElement }) => {
    const first = rowsOfTab.ourAgents[0];
    if (!first) throw new Error('the seed gives the demo agency no agents');
    await expect(canvas.getAllByText(copy.relationshipStatus.ACCEPTED).length).toBeGreaterThan(0);
    const removeButtons = canvas.getAllByRole('button', { name: copy.remove });
    await userEvent.click(removeButtons[0] as HTMLElement);
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: copy.removeDialog.title });
    await expect(dialog).toHaveTextContent(copy.removeDialog.body(first.name));
    await userEvent.click(within(dialog).getByRole('button', { name: copy.removeDialog.confirm }));
    await expect(args.onRemove).toHaveBeenCalledWith(expect.objectContaining({ key: first.key }));
    await expect(within(dialog).getByRole('button', { name: copy.removing })).toBeInTheDocument();
    heldRemoval.answer();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    clearAnnouncements(canvasElement);
  },
};

/** The first answer has not come: skeleton rows, announced as loading. */
export const Loading: Story = {
  args: { rows: undefined, pendingCount: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copy.loadingAgents)).toBeInTheDocument();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/pending invitation/)).not.toBeInTheDocument();
  },
};

/** No agent without an agency. */
export const Empty: Story = {
  args: { rows: [], pageCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copy.empty.findAgents)).toBeVisible();
  },
};

/** A Find Agents search that matches nobody. */
export const EmptySearch: Story = {
  args: { rows: [], pageCount: 0, viewState: { ...defaultAgentManagementViewState, search: 'nobody@nowhere.ae' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(copy.emptyFindAgentsSearch('nobody@nowhere.ae'))).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: copy.searchLabel })).toHaveValue('nobody@nowhere.ae');
    await userEvent.click(canvas.getByRole('button', { name: copy.reset }));
    await expect(args.onReset).toHaveBeenCalled();
    await expect(canvas.getByRole('searchbox', { name: copy.searchLabel })).toHaveValue('');
  },
};

/** A Pending Requests search that matches no invitation. */
export const EmptyPendingSearch: Story = {
  args: { rows: [], pageCount: 0, viewState: { tab: 'pendingRequests', search: 'zzz', page: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copy.emptyPendingSearch)).toBeVisible();
  },
};

/** The list failed to load: the catalogue's message with Retry. */
export const LoadError: Story = {
  args: { rows: undefined, loadError: copy.errors.availableAgents.server },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(copy.errors.availableAgents.server)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: en.common.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Typing searches after the pause; the tab's search reaches the callback once. */
export const Search: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: copy.searchLabel }), 'ae');
    await waitFor(() => expect(args.onSearchChange).toHaveBeenCalledWith('ae'));
    await expect(args.onSearchChange).toHaveBeenCalledTimes(1);
  },
};

/** The detail dialog: 'Agent Details' and 'Properties (n)' with the listed properties in US dollars. */
export const DetailDialog: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const first = rowsOfTab.findAgents[0];
    if (!first) throw new Error('no agent');
    await userEvent.click(canvas.getByRole('button', { name: copy.viewAgent(first.name) }));
    await expect(args.onDetailChange).toHaveBeenCalledWith(first);
    const dialog = await page(canvasElement).findByRole('dialog', { name: first.name });
    await expect(within(dialog).getByRole('tab', { name: copy.detail.agentDetails })).toHaveAttribute('aria-selected', 'true');
    // Visible once the dialog's entry animation has run.
    if (first.email) await waitFor(() => expect(within(dialog).getByText(first.email ?? '')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('tab', { name: copy.detail.propertiesTab(3) }));
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(dialog).getAllByText(/^\$[\d,]+\.\d{2}$/).length).toBeGreaterThan(0);
    await userEvent.keyboard('{Escape}');
    await expect(args.onDetailChange).toHaveBeenLastCalledWith(null);
  },
};

/** The dialog's properties failed to load. */
export const DetailPropertiesFail: Story = {
  args: { detailProperties: { properties: undefined, total: null, loadError: copy.detail.loadPropertiesFailed } },
  play: async ({ canvas, canvasElement }) => {
    const first = rowsOfTab.findAgents[0];
    await userEvent.click(canvas.getByRole('button', { name: copy.viewAgent(first?.name ?? '') }));
    const dialog = await page(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('tab', { name: copy.detail.propertiesTab(0) }));
    // Visible once the dialog's entry animation has run (as in Detail Dialog): at once, it can still be fading in.
    await waitFor(() => expect(within(dialog).getByText(copy.detail.loadPropertiesFailed)).toBeVisible());
  },
};

/** A full page of long names and e-mails, five languages ('+3') and a start year ahead of the calendar (0 years). */
export const FullLongContent: Story = {
  args: { rows: longContentRows(), pageCount: 12, viewState: { ...defaultAgentManagementViewState, page: 4 } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getAllByText('+3')).toHaveLength(10);
    await expect(canvas.getByText(en.common.yearsOfExperience(0))).toBeVisible();
    await expect(canvas.getByText(en.common.pageOf(5, 12))).toBeVisible();
  },
};

/** Below 768 px each agent is a card with every column of its tab and its actions; search, tabs and pagination stay usable. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: copy.searchLabel })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: copy.tabs.ourAgents }));
    await expect(canvas.getByRole('tab', { name: copy.tabs.ourAgents })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('grid', { name: copy.tabs.ourAgents })).not.toBeInTheDocument();
    const [first] = within(canvas.getByRole('list', { name: copy.tabs.ourAgents })).getAllByRole('listitem');
    if (!first) throw new Error('a card expected');
    await expect(within(first).getAllByRole('term').map((term) => term.textContent)).toEqual(
      (['contact', 'location', 'experience', 'languages', 'status'] as const).map((column) => copy.columns[column]),
    );
    await expect(within(first).getByRole('button', { name: copy.remove })).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
