import type { Meta, StoryObj } from '@storybook/react-vite';
import { agentFullName, defaultAgentListViewState, emptyAgentListFilters, en, filterAgents } from '@marketplace/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AgentListView } from './AgentListView';
import { loadAgentListDialogs } from './components/loadAgentListDialogs';
import { agentWithProperties, arabicNamedAgent, longContentAgents, richTextProperty, seedAgents } from './stories/agentListStoryData';
import { StatefulAgentListView } from './stories/StatefulAgentListView';

const copy = en.agentList;

const meta = {
  title: 'Screens/AgentList/View',
  component: AgentListView,
  // The dialogs' code arrives before the story renders, as a hover or focus fetches it in the app
  // (the dev server transforming it on a first opening outlasts a findBy* wait).
  loaders: [async () => ({ dialogs: await loadAgentListDialogs() })],
  args: {
    agents: seedAgents(),
    isLoading: false,
    onRetry: fn(),
    viewState: defaultAgentListViewState,
    onViewStateChange: fn(),
    agentProperties: { properties: undefined, isLoading: false, error: null, onRetry: fn() },
    onRequestToAdd: fn(),
    onCancelRequest: fn(),
  },
  argTypes: { agents: { control: false } },
  render: (args) => <StatefulAgentListView {...args} />,
} satisfies Meta<typeof AgentListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dialogs open in a portal on the body, outside the canvas. */
function page(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

async function rowNames(canvasElement: HTMLElement): Promise<string[]> {
  const cells = await within(canvasElement).findAllByRole('rowheader');
  return cells.map((cell) => cell.querySelector('[dir="auto"]')?.textContent ?? '');
}

export const Loading: Story = {
  args: { agents: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copy.loadingAgents)).toBeInTheDocument();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

/** No agent at all. */
export const Empty: Story = {
  args: { agents: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: copy.empty })).toBeVisible();
    await expect(canvas.queryByText(copy.emptyFiltered)).not.toBeInTheDocument();
  },
};

/** Filters that match nobody (from a shared link): the empty state says so; Reset Filters brings the list back. */
export const EmptyAfterFilter: Story = {
  args: { viewState: { ...defaultAgentListViewState, filters: { ...emptyAgentListFilters, city: 'Nowhere' } } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: copy.empty })).toBeVisible();
    await expect(canvas.getByText(copy.emptyFiltered)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: copy.filters.city })).toHaveValue('Nowhere');
    await userEvent.click(canvas.getByRole('button', { name: copy.filters.resetFilters }));
    await expect(args.onViewStateChange).toHaveBeenLastCalledWith(defaultAgentListViewState, { replace: false });
    await expect(canvas.getByRole('textbox', { name: copy.filters.city })).toHaveValue('');
    await expect(await canvas.findByRole('grid', { name: copy.title })).toBeVisible();
  },
};

/** 'Failed to fetch agents. Status: 500' under the title, with Retry. */
export const LoadError: Story = {
  name: 'Error',
  args: { agents: undefined, loadError: en.common.fetchFailedWithStatus('agents', 500) },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to fetch agents. Status: 500');
    await userEvent.click(within(alert).getByRole('button', { name: en.common.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The session is gone: its message, and no Retry (the host goes to the sign-in page). */
export const SessionExpired: Story = {
  args: { agents: undefined, loadError: en.session.sessionExpired, onRetry: undefined },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Your session has expired. Please log in again.');
    await expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The seed's agents, ten a page, with the six columns and the actions. */
export const Typical: Story = {
  play: async ({ args, canvasElement, canvas }) => {
    const grid = await canvas.findByRole('grid', { name: copy.title });
    const headers = within(grid).getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(['Agent Name', 'Company', 'Location', 'Contact', 'Experience', 'Status', 'Actions']);
    const agents = args.agents ?? [];
    await expect(await rowNames(canvasElement)).toEqual(agents.slice(0, 10).map((agent) => agentFullName(agent)));
    await expect(canvas.getByText(en.common.pageOf(1, Math.ceil(agents.length / 10)))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: en.common.goToPage(2) }));
    await expect(args.onViewStateChange).toHaveBeenLastCalledWith({ ...defaultAgentListViewState, page: 2 }, { replace: false });
    await waitFor(async () => expect(await rowNames(canvasElement)).toEqual(agents.slice(10, 20).map((agent) => agentFullName(agent))));
  },
};

/** Typing in City filters the rows 300 ms after the last keystroke, and starts again from page 1. */
export const FilterByCity: Story = {
  args: { viewState: { ...defaultAgentListViewState, page: 2 } },
  play: async ({ args, canvasElement, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: copy.filters.city }), 'abu dhabi');
    const filters = { ...emptyAgentListFilters, city: 'abu dhabi' };
    await waitFor(() => expect(args.onViewStateChange).toHaveBeenLastCalledWith({ ...defaultAgentListViewState, filters }, { replace: true }));
    // Debounced: one change for the whole word, not one per keystroke.
    await expect(args.onViewStateChange).toHaveBeenCalledTimes(1);
    const expected = filterAgents(args.agents ?? [], filters).slice(0, 10);
    await expect(expected.length).toBeGreaterThan(0);
    await waitFor(async () => expect(await rowNames(canvasElement)).toEqual(expected.map((agent) => agentFullName(agent))));
  },
};

const withProperties = agentWithProperties();

/** View opens the Agent Profile; a listed property opens its details over it; Close returns to the profile. */
export const ProfileAndProperty: Story = {
  args: { agents: [withProperties.agent, ...seedAgents().filter((agent) => agent.id !== withProperties.agent.id)] },
  play: async ({ args, canvasElement, canvas }) => {
    const name = agentFullName(withProperties.agent);
    await userEvent.click(canvas.getByRole('button', { name: copy.viewAgent(name) }));
    await expect(args.onViewStateChange).toHaveBeenLastCalledWith({ ...defaultAgentListViewState, agentId: withProperties.agent.id }, { replace: false });
    const profile = await page(canvasElement).findByRole('dialog', { name: copy.profile.title });
    // Visible once the dialog's entry animation has ended.
    for (const section of [copy.profile.contactDetails, copy.profile.professionalInformation, copy.profile.listedProperties]) {
      await waitFor(() => expect(within(profile).getByRole('heading', { name: section })).toBeVisible());
    }
    await expect(within(profile).getByRole('img', { name: copy.profile.photoAlt(name) })).toBeInTheDocument();
    const [property] = withProperties.properties;
    if (!property?.name) throw new Error('The agent has a named property');
    await userEvent.click(within(profile).getByRole('button', { name: new RegExp(property.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }));
    const details = await page(canvasElement).findByRole('dialog', { name: copy.property.title });
    for (const section of [copy.property.gallery, copy.property.details, copy.property.amenities, copy.property.description]) {
      await expect(within(details).getByRole('heading', { name: section })).toBeInTheDocument();
    }
    await expect(within(details).getByText(/^\$[\d,]+\.\d\d$/)).toBeInTheDocument();
    // The footer's Close (the title bar's close button has the same name).
    const closeButtons = within(details).getAllByRole('button', { name: copy.property.close });
    await userEvent.click(closeButtons[closeButtons.length - 1] ?? details);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog', { name: copy.property.title })).not.toBeInTheDocument());
    await waitFor(() => expect(page(canvasElement).getByRole('dialog', { name: copy.profile.title })).toBeVisible());
  },
};

/** Request to Add on a row asks the caller; the row then offers Cancel Request. */
export const RequestToAdd: Story = {
  play: async ({ args, canvas }) => {
    const [first] = args.agents ?? [];
    if (!first) throw new Error('agents expected');
    const name = agentFullName(first);
    await userEvent.click(canvas.getByRole('button', { name: copy.requestToAddFor(name) }));
    await expect(args.onRequestToAdd).toHaveBeenCalledWith(first);
    await userEvent.click(await canvas.findByRole('button', { name: copy.cancelRequestFor(name) }));
    await expect(args.onCancelRequest).toHaveBeenCalledWith(first);
    await expect(await canvas.findByRole('button', { name: copy.requestToAddFor(name) })).toBeVisible();
  },
};

const busyAgent = seedAgents()[0];

/** During the one-second wait the button says 'Processing...' and a second press sends nothing. */
export const RequestProcessing: Story = {
  args: { requests: new Map(busyAgent ? [[busyAgent.id, 'sending' as const]] : []) },
  play: async ({ args, canvas }) => {
    const [button] = canvas.getAllByRole('button', { name: copy.processing });
    if (!button) throw new Error('a busy button expected');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onRequestToAdd).not.toHaveBeenCalled();
    await expect(args.onCancelRequest).not.toHaveBeenCalled();
  },
};

/** The properties did not load: the profile says so in its own banner, with Retry. */
export const PropertiesFailed: Story = {
  args: {
    viewState: { ...defaultAgentListViewState, agentId: withProperties.agent.id },
    agentProperties: { properties: undefined, isLoading: false, error: copy.loadPropertiesFailed, onRetry: fn() },
  },
  play: async ({ args, canvasElement }) => {
    const profile = await page(canvasElement).findByRole('dialog', { name: copy.profile.title });
    const alert = within(profile).getByRole('alert');
    await expect(alert).toHaveTextContent(copy.loadPropertiesFailed);
    await userEvent.click(within(alert).getByRole('button', { name: en.common.retry }));
    await expect(args.agentProperties.onRetry).toHaveBeenCalledTimes(1);
  },
};

const richText = richTextProperty();

/** Rich text from the server shows as text: its script never runs, its markup never renders; the status badge is yellow 'Pending'. */
export const RichTextDescription: Story = {
  args: {
    viewState: { ...defaultAgentListViewState, agentId: withProperties.agent.id, propertyId: richText.id },
    agentProperties: { properties: [richText], isLoading: false, error: null },
  },
  play: async ({ canvasElement }) => {
    const details = await page(canvasElement).findByRole('dialog', { name: copy.property.title });
    await expect(within(details).getByText(/Bright loft on the marina\./)).toBeInTheDocument();
    await expect(within(details).getByText('Marina Loft with a <b>bold</b> name')).toBeInTheDocument();
    await expect(details.querySelector('script, strong, b')).toBeNull();
    await expect((window as { __agentListInjected?: boolean }).__agentListInjected).toBeUndefined();
    await expect(within(details).getByText('Pending')).toHaveAttribute('data-tone', 'pending');
    await expect(within(details).getByText('$1,250,000.50')).toBeInTheDocument();
  },
};

/** A property without a listing status shows 'Status Unknown'. */
export const StatusUnknown: Story = {
  args: {
    viewState: { ...defaultAgentListViewState, agentId: withProperties.agent.id, propertyId: richText.id },
    agentProperties: { properties: [{ ...richText, listingStatus: null }], isLoading: false, error: null },
  },
  play: async ({ canvasElement }) => {
    const details = await page(canvasElement).findByRole('dialog', { name: copy.property.title });
    await expect(within(details).getByText(copy.property.statusUnknown)).toHaveAttribute('data-tone', 'unknown');
  },
};

/** Names of 200 characters truncate in their column with the full text on hover; the page never scrolls sideways. */
export const LongContent: Story = {
  args: { agents: longContentAgents() },
  play: async ({ canvasElement, canvas }) => {
    const [cell] = await canvas.findAllByRole('rowheader');
    const line = cell?.querySelector('[dir="auto"]');
    if (!(line instanceof HTMLElement)) throw new Error('a name line expected');
    await expect(line.title.length).toBeGreaterThanOrEqual(200);
    await expect(line.scrollWidth).toBeGreaterThan(line.clientWidth);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

const arabic = arabicNamedAgent();

/** An Arabic name lays itself out right to left in the table and the profile. */
export const ArabicName: Story = {
  args: { agents: [arabic, ...seedAgents().filter((agent) => agent.id !== arabic.id)] },
  play: async ({ canvasElement, canvas }) => {
    const name = agentFullName(arabic);
    const line = canvas.getByText(name, { selector: '[dir="auto"]' });
    await expect(getComputedStyle(line).direction).toBe('rtl');
    await userEvent.click(canvas.getByRole('button', { name: copy.viewAgent(name) }));
    const profile = await page(canvasElement).findByRole('dialog', { name: copy.profile.title });
    await expect(getComputedStyle(within(profile).getByText(name)).direction).toBe('rtl');
  },
};

/** Below 768 px the filters stack and each agent is a card holding every column and both actions; the page does not scroll sideways. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvasElement, canvas }) => {
    const name = canvas.getByRole('textbox', { name: copy.filters.agentName }).getBoundingClientRect();
    const email = canvas.getByRole('textbox', { name: copy.filters.email }).getBoundingClientRect();
    await expect(email.top).toBeGreaterThanOrEqual(name.bottom);
    await expect(canvas.queryByRole('grid', { name: copy.title })).not.toBeInTheDocument();
    const cards = within(await canvas.findByRole('list', { name: copy.title })).getAllByRole('listitem');
    await expect(cards).toHaveLength(10);
    const [first] = cards;
    if (!first) throw new Error('a card expected');
    const inCard = within(first);
    await expect(inCard.getAllByRole('term').map((term) => term.textContent)).toEqual(
      (['company', 'location', 'contact', 'experience', 'status'] as const).map((column) => copy.columns[column]),
    );
    const agent = args.agents?.[0];
    if (!agent) throw new Error('an agent expected');
    await userEvent.click(inCard.getByRole('button', { name: copy.viewAgent(agentFullName(agent)) }));
    const profile = await page(canvasElement).findByRole('dialog', { name: copy.profile.title });
    await waitFor(() => expect(profile).toBeVisible());
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
