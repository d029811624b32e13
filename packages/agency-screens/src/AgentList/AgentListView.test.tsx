import { agentFullName, defaultAgentListViewState, en, type Agent, type Property } from '@marketplace/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AgentListView } from './AgentListView';
import { loadAgentListDialogs } from './components/loadAgentListDialogs';
import type { AgentListViewProps } from './agentListViewProps';
import { agentWithProperties, richTextProperty, seedAgents } from './stories/agentListStoryData';
import { richTextToPlainText } from './richTextToPlainText';

const copy = en.agentList;
const { agent, properties } = agentWithProperties();

function renderView(props: Partial<AgentListViewProps> = {}) {
  const all: AgentListViewProps = {
    agents: [agent],
    isLoading: false,
    viewState: defaultAgentListViewState,
    onViewStateChange: vi.fn(),
    agentProperties: { properties: undefined, isLoading: false },
    onRequestToAdd: vi.fn(),
    onCancelRequest: vi.fn(),
    ...props,
  };
  return { ...render(<AgentListView {...all} />), props: all };
}

// A dialog's first render in jsdom takes seconds on a loaded machine (react-aria's overlay and focus code).
const slowFirstRender = { timeout: 10_000 };

// The dialogs' code arrives ahead of the first press, as a hover or focus fetches it in the browser
// (transforming it on first use here outlasts a findBy* wait).
beforeAll(async () => {
  await loadAgentListDialogs();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const openProfile = { ...defaultAgentListViewState, agentId: agent.id };

describe('AgentListView', () => {
  it('shows a photo only when the image-URL rule accepts it, through mediaUrl; else the default picture (spec 2 section 5)', () => {
    const [first, second] = seedAgents();
    if (!first || !second) throw new Error('two agents expected');
    // The page's own origin: a media host other than the page's shows only when allowed (ui's ImageSourcePolicyProvider).
    const mediaUrl = vi.fn((value: string) => `${window.location.origin}${value}`);
    renderView({ agents: [{ ...first, profileImageURL: '/api/media/noura.png' }, { ...second, profileImageURL: 'no picture' }], mediaUrl });
    const [withPhoto, withoutPhoto] = screen.getAllByRole('rowheader');
    expect(withPhoto?.querySelector('img')?.getAttribute('src')).toBe(`${window.location.origin}/api/media/noura.png`);
    expect(withoutPhoto?.querySelector('img')).toBeNull();
    expect(mediaUrl).not.toHaveBeenCalledWith('no picture');
  });

  it('opens the profile with Enter and lists social links, never a script address as a link', async () => {
    const user = userEvent.setup();
    const onViewStateChange = vi.fn();
    const withLinks: Agent = { ...agent, facebookURL: 'facebook.com/noura', instagramURL: 'javascript:alert(1)', linkedinURL: null, youtubeURL: null, xurl: 'https://x.com/noura' };
    const { rerender, props } = renderView({ agents: [withLinks], onViewStateChange });
    // The table's cells are reached with the arrow keys (ui's DataTable); the button then takes Enter.
    screen.getByRole('button', { name: copy.viewAgent(agentFullName(agent)) }).focus();
    await user.keyboard('{Enter}');
    expect(onViewStateChange).toHaveBeenCalledWith(openProfile, { replace: false });

    rerender(<AgentListView {...props} viewState={openProfile} />);
    const dialog = await screen.findByRole('dialog', { name: copy.profile.title }, slowFirstRender);
    expect(within(dialog).getByRole('link', { name: `${copy.profile.facebook} ${copy.profile.opensInNewTab}` })).toHaveAttribute('href', 'https://facebook.com/noura');
    expect(within(dialog).getByRole('link', { name: `${copy.profile.twitter} ${copy.profile.opensInNewTab}` })).toHaveAttribute('href', 'https://x.com/noura');
    expect(within(dialog).queryByRole('link', { name: new RegExp(`^${copy.profile.instagram}`) })).toBeNull();
    expect(within(dialog).getByText('javascript:alert(1)')).toBeInTheDocument();
  });

  it("shows 'Error loading property details' for a card that cannot render, and the other cards still", async () => {
    const [good, bad] = [properties[0] ?? richTextProperty(), { ...richTextProperty(), name: 42 as unknown as string }];
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderView({ viewState: openProfile, agentProperties: { properties: [good, bad], isLoading: false } });
    const dialog = await screen.findByRole('dialog', { name: copy.profile.title }, slowFirstRender);
    expect(within(dialog).getByText(copy.propertyCardError)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: new RegExp(good.name?.slice(0, 12) ?? '') })).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });

  it('shows the price in US dollars with 2 decimals, the listed date, and the description as text', async () => {
    const property: Property = { ...richTextProperty(), amount: 2_500_000, addedOnDate: '2026-03-04T10:00:00' };
    const user = userEvent.setup();
    const onViewStateChange = vi.fn();
    const { rerender, props } = renderView({
      viewState: openProfile,
      onViewStateChange,
      agentProperties: { properties: [property], isLoading: false },
      formatDate: (value) => `on ${value.slice(0, 10)}`,
    });
    const profile = await screen.findByRole('dialog', { name: copy.profile.title }, slowFirstRender);
    await user.click(within(profile).getByRole('button', { name: /Marina Loft/ }));
    expect(onViewStateChange).toHaveBeenCalledWith({ ...openProfile, propertyId: property.id }, { replace: false });
    rerender(<AgentListView {...props} viewState={{ ...openProfile, propertyId: property.id }} />);
    const dialog = await screen.findByRole('dialog', { name: copy.property.title }, slowFirstRender);
    expect(within(dialog).getByText('$2,500,000.00')).toBeInTheDocument();
    expect(within(dialog).getByText('on 2026-03-04')).toBeInTheDocument();
    expect(dialog.querySelector('script, strong, img[src="x"]')).toBeNull();
    expect(within(dialog).getByText(/Bright loft on the marina\./)).toBeInTheDocument();
  });
});

describe('richTextToPlainText', () => {
  it('keeps text and line structure, drops scripts and markup, and leaves plain text alone', () => {
    expect(richTextToPlainText('<p>One</p><p>Two<br>Three</p><script>alert(1)</script><ul><li>A</li><li>B</li></ul>')).toBe('One\nTwo\nThree\nA\nB');
    expect(richTextToPlainText('Tom &amp; Jerry')).toBe('Tom & Jerry');
    expect(richTextToPlainText('  plain 2 < 3 text  ')).toBe('plain 2 < 3 text');
  });

  it('shows cards below 768 px, each with every column and both actions', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const user = userEvent.setup();
    const onViewStateChange = vi.fn();
    const onRequestToAdd = vi.fn();
    const shown: Agent = { ...agent, companyName: 'Palm Vista Realty', brn: '40123', city: 'Dubai', country: 'UAE', phone: '050 123 4567', industryStartYear: 2015 };
    renderView({ agents: [shown], onViewStateChange, onRequestToAdd });
    expect(screen.queryByRole('columnheader')).not.toBeInTheDocument();
    const [card] = within(screen.getByRole('list', { name: copy.title })).getAllByRole('listitem');
    if (!card) throw new Error('a card expected');
    const name = agentFullName(shown);
    const inCard = within(card);
    expect(inCard.getByText(name)).toBeInTheDocument();
    expect(inCard.getAllByRole('term').map((term) => term.textContent)).toEqual(
      (['company', 'location', 'contact', 'experience', 'status'] as const).map((column) => copy.columns[column]),
    );
    expect(inCard.getByText('Palm Vista Realty')).toBeInTheDocument();
    expect(inCard.getByText(copy.brn('40123'))).toBeInTheDocument();
    expect(inCard.getByText('Dubai')).toBeInTheDocument();
    expect(inCard.getByText('050 123 4567')).toBeInTheDocument();
    expect(inCard.getByText(copy.since(2015))).toBeInTheDocument();
    await user.click(inCard.getByRole('button', { name: copy.requestToAddFor(name) }));
    expect(onRequestToAdd).toHaveBeenCalledWith(shown);
    await user.click(inCard.getByRole('button', { name: copy.viewAgent(name) }));
    expect(onViewStateChange).toHaveBeenCalledWith(openProfile, { replace: false });
  });
});
