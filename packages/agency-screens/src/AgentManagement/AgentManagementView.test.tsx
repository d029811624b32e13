import { en } from '@marketplace/domain';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AgentManagementView } from './AgentManagementView';
import { loadAgentManagementDialogs } from './components/loadAgentManagementDialogs';
import type { AgentManagementViewProps } from './agentManagementViewProps';
import { defaultAgentManagementViewState } from './agentManagementViewState';
import { longContentRows, seededPendingEmails, seededRows } from './stories/agentManagementStoryData';

const copy = en.agentManagement;
const rowsOfTab = seededRows();

function viewProps(props: Partial<AgentManagementViewProps> = {}): AgentManagementViewProps {
  return {
    viewState: defaultAgentManagementViewState,
    rows: rowsOfTab.findAgents.slice(0, 10),
    pageCount: 3,
    loadError: null,
    pendingEmails: seededPendingEmails(),
    pendingCount: seededPendingEmails().size,
    detailRow: null,
    detailProperties: { properties: [], total: 0, loadError: null },
    onTabChange: vi.fn(),
    onSearchChange: vi.fn(),
    onPageChange: vi.fn(),
    onReset: vi.fn(),
    onRetry: vi.fn(),
    onInvite: vi.fn(),
    onRemove: vi.fn(() => Promise.resolve()),
    onDetailChange: vi.fn(),
    ...props,
  };
}

// A dialog's first render in jsdom takes seconds on a loaded machine (react-aria's overlay and focus code).
const slowFirstRender = { timeout: 10_000 };

// The dialogs' code arrives ahead of the first press, as a hover or focus fetches it in the browser
// (transforming it on first use here outlasts a findBy* wait).
beforeAll(async () => {
  await loadAgentManagementDialogs();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AgentManagementView', () => {
  it('shows Invite on free agents and a disabled Pending on invited ones, and invites with the row', async () => {
    const user = userEvent.setup();
    const props = viewProps();
    render(<AgentManagementView {...props} />);
    const pendingRows = (props.rows ?? []).filter((row) => props.pendingEmails?.has(row.email ?? ''));
    expect(pendingRows.length).toBeGreaterThan(0);
    const pendingButtons = screen.getAllByRole('button', { name: copy.pending });
    expect(pendingButtons).toHaveLength(pendingRows.length);
    for (const button of pendingButtons) expect(button).toBeDisabled();

    const freeRow = screen.getAllByRole('row').find((row) => within(row).queryByRole('button', { name: copy.invite }));
    if (!freeRow) throw new Error('no free agent');
    await user.click(within(freeRow).getByRole('button', { name: copy.invite }));
    expect(props.onInvite).toHaveBeenCalledTimes(1);
    const invited = vi.mocked(props.onInvite).mock.calls[0]?.[0];
    expect(within(freeRow).getByRole('rowheader')).toHaveTextContent(invited?.name ?? '-');
  });

  it('shows the first two languages and +n, and experience never below 0', () => {
    render(<AgentManagementView {...viewProps({ rows: longContentRows() })} />);
    const firstRow = screen.getAllByRole('row')[1] as HTMLElement;
    expect(within(firstRow).getByText('English')).toBeInTheDocument();
    expect(within(firstRow).getByText('Arabic')).toBeInTheDocument();
    expect(within(firstRow).queryByText('Hindi')).not.toBeInTheDocument();
    expect(within(firstRow).getByText('+3')).toBeInTheDocument();
    expect(within(firstRow).getByText(en.common.yearsOfExperience(0))).toBeInTheDocument();
  });

  // Issue 19, items 2 and 5: in a table row, a name starting with Hebrew or Arabic letters and ending in a
  // number keeps to its own cell line in its own direction, and an e-mail or a phone number reads left to
  // right even in an Arabic page ('+971 50 123 4567' would otherwise show as '4567 123 50 971+').
  it("lays out each row's server text in its own direction: names and languages isolated, contacts left to right", () => {
    const [row] = rowsOfTab.findAgents as [(typeof rowsOfTab.findAgents)[number]];
    const shown = { ...row, name: 'שלום 2', email: 'shalom@example.com', phone: '+971 50 123 4567', languages: ['العربية', 'English'] };
    render(<AgentManagementView {...viewProps({ rows: [shown] })} />);
    const tableRow = within(screen.getAllByRole('row')[1] as HTMLElement);
    expect(tableRow.getByText('שלום 2').closest('bdi, [dir="auto"]')).not.toBeNull();
    expect(tableRow.getByText('shalom@example.com')).toHaveAttribute('dir', 'ltr');
    expect(tableRow.getByText('+971 50 123 4567')).toHaveAttribute('dir', 'ltr');
    expect(tableRow.getByText('العربية').closest('bdi, [dir="auto"]')).not.toBeNull();
  });

  it('changes tab, page and sends the search after the pause', async () => {
    const user = userEvent.setup();
    const props = viewProps();
    render(<AgentManagementView {...props} />);
    await user.click(screen.getByRole('tab', { name: copy.tabs.ourAgents }));
    expect(props.onTabChange).toHaveBeenCalledWith('ourAgents');
    await user.click(screen.getByRole('button', { name: en.common.goToPage(2) }));
    expect(props.onPageChange).toHaveBeenCalledWith(1);
    await user.type(screen.getByRole('searchbox', { name: copy.searchLabel }), 'sara');
    expect(props.onSearchChange).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(props.onSearchChange).toHaveBeenCalledWith('sara'));
    expect(props.onSearchChange).toHaveBeenCalledTimes(1);
  });

  it('takes the committed search from outside (Reset, Back) and drops a value still waiting', async () => {
    const user = userEvent.setup();
    const props = viewProps({ viewState: { ...defaultAgentManagementViewState, search: 'old' } });
    const { rerender } = render(<AgentManagementView {...props} />);
    const field = screen.getByRole('searchbox', { name: copy.searchLabel });
    expect(field).toHaveValue('old');
    await user.type(field, 'er');
    rerender(<AgentManagementView {...props} viewState={defaultAgentManagementViewState} />);
    expect(screen.getByRole('searchbox', { name: copy.searchLabel })).toHaveValue('');
    // Past the 300 ms pause: the text typed before the outside change never arrives.
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(props.onSearchChange).not.toHaveBeenCalled();
  });

  // Dialogs are slow to query in jsdom on a loaded machine.
  it('asks before removing an agent and removes the one asked about', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    const props = viewProps({ viewState: { ...defaultAgentManagementViewState, tab: 'ourAgents' }, rows: rowsOfTab.ourAgents });
    render(<AgentManagementView {...props} />);
    const target = rowsOfTab.ourAgents[1];
    await user.click(screen.getAllByRole('button', { name: copy.remove })[1] as HTMLElement);
    const dialog = await screen.findByRole('alertdialog', {}, slowFirstRender);
    expect(dialog).toHaveTextContent(copy.removeDialog.body(target?.name ?? ''));
    // The agent's name is isolated from the catalogue's sentence around it.
    expect(within(dialog).getByText(target?.name ?? '').tagName).toBe('BDI');
    expect(props.onRemove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: copy.removeDialog.confirm }));
    expect(props.onRemove).toHaveBeenCalledWith(target);
  });

  it('shows the tab empty texts of the catalogue', () => {
    const { rerender } = render(<AgentManagementView {...viewProps({ rows: [], pageCount: 0 })} />);
    expect(screen.getByText(copy.empty.findAgents)).toBeInTheDocument();
    rerender(<AgentManagementView {...viewProps({ rows: [], pageCount: 0, viewState: { tab: 'pendingRequests', search: '', page: 0 } })} />);
    expect(screen.getByText(copy.empty.pendingRequests)).toBeInTheDocument();
    rerender(<AgentManagementView {...viewProps({ rows: [], pageCount: 0, viewState: { tab: 'ourAgents', search: '', page: 0 } })} />);
    expect(screen.getByText(copy.empty.ourAgents)).toBeInTheDocument();
    rerender(<AgentManagementView {...viewProps({ rows: [], pageCount: 0, viewState: { tab: 'findAgents', search: 'x@y', page: 0 } })} />);
    expect(screen.getByText(copy.emptyFindAgentsSearch('x@y'))).toBeInTheDocument();
  });

  it('shows cards below 768 px, each with every column of the tab and its actions', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const user = userEvent.setup();
    const props = viewProps({ viewState: { ...defaultAgentManagementViewState, tab: 'ourAgents' }, rows: rowsOfTab.ourAgents.slice(0, 3) });
    render(<AgentManagementView {...props} />);
    expect(screen.queryByRole('columnheader')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: copy.tabs.ourAgents })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const [row] = rowsOfTab.ourAgents;
    const [card] = cards;
    if (!row || !card) throw new Error('a row expected');
    const inCard = within(card);
    expect(inCard.getAllByRole('term').map((term) => term.textContent)).toEqual(
      (['contact', 'location', 'experience', 'languages', 'status'] as const).map((column) => copy.columns[column]),
    );
    expect(inCard.getByText(row.name)).toBeInTheDocument();
    if (row.email) expect(inCard.getByText(row.email)).toBeInTheDocument();
    expect(inCard.getByText(copy.relationshipStatus.ACCEPTED)).toBeInTheDocument();
    await user.click(inCard.getByRole('button', { name: copy.viewAgent(row.name) }));
    expect(props.onDetailChange).toHaveBeenCalledWith(row);
    await user.click(inCard.getByRole('button', { name: copy.remove }));
    expect(await screen.findByRole('alertdialog', {}, slowFirstRender)).toHaveTextContent(copy.removeDialog.body(row.name));
  });
});
