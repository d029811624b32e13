import { defaultTeamViewState, en, type TeamMember } from '@marketplace/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadTeamDialogs } from './components/loadTeamDialogs';
import { StatefulTeamManagementView, type StatefulTeamManagementViewProps } from './stories/StatefulTeamManagementView';
import { edgeCaseMembers, teamMembers } from './stories/teamStoryData';
import { TeamManagementView } from './TeamManagementView';
import type { TeamManagementViewProps } from './teamManagementViewProps';

const copy = en.team;
const members = teamMembers(12);
const first = members[0] as TeamMember;

function renderStateful(props: Partial<StatefulTeamManagementViewProps> = {}) {
  return render(<StatefulTeamManagementView allMembers={members} {...props} />);
}

// The dialogs' code loads on first use: each is found once it has arrived.
const dialog = async (name: string) => within(await screen.findByRole('dialog', { name }));
const rowNames = () => screen.queryAllByRole('rowheader').map((cell) => cell.textContent);

// The dialogs' code arrives ahead of the first press, as a hover or focus fetches it in the browser
// (transforming it on first use here outlasts a findBy* wait).
beforeAll(async () => {
  await loadTeamDialogs();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('TeamManagementView', () => {
  it('shows the title, the subtitle and the first page of ten members in a table', () => {
    renderStateful();
    expect(screen.getByRole('heading', { level: 1, name: copy.title })).toBeInTheDocument();
    expect(screen.getByText(copy.subtitle)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: copy.searchLabel })).toHaveAttribute('placeholder', copy.searchPlaceholder);
    expect(rowNames()).toEqual(members.slice(0, 10).map((member) => member.name));
    expect(screen.getByText(en.common.pageOf(1, 2))).toBeInTheDocument();
  });

  it('applies the search 300 ms after the last keystroke, from the first page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onViewStateChange = vi.fn<TeamManagementViewProps['onViewStateChange']>();
    renderStateful({ viewState: { search: '', page: 2 }, onViewStateChange });
    await user.type(screen.getByRole('searchbox', { name: copy.searchLabel }), 'zzz');
    vi.advanceTimersByTime(250);
    expect(onViewStateChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(onViewStateChange).toHaveBeenCalledExactlyOnceWith({ search: 'zzz', page: 1 }, { replace: false });
    expect(await screen.findByText(copy.emptySearch)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: copy.addFirst })).not.toBeInTheDocument();
  });

  it('offers Add Your First Team Member when the team is empty', async () => {
    const user = userEvent.setup();
    renderStateful({ allMembers: [] });
    expect(screen.getByRole('heading', { name: copy.empty })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: copy.addFirst }));
    expect(await screen.findByRole('dialog', { name: copy.form.addTitle })).toBeInTheDocument();
  });

  it('shows skeletons while loading and the load error with Retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const props = { members: undefined, isLoading: true, viewState: defaultTeamViewState, onViewStateChange: vi.fn(), onReset: vi.fn() };
    const calls = { onSave: vi.fn(), onLoadMember: vi.fn(), onDelete: vi.fn(), onUploadPhoto: vi.fn() };
    const { rerender } = render(<TeamManagementView {...props} {...calls} />);
    expect(screen.getByText(copy.loadingLabel)).toBeInTheDocument();
    rerender(<TeamManagementView {...props} {...calls} isLoading={false} loadError={copy.errors.listLoad.server} onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: en.common.retry }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByText(copy.errors.listLoad.server)).toBeInTheDocument();
  });

  describe('the add form', () => {
    it('shows every message of spec 2 section 5, and clears a field’s message when that field is edited', async () => {
      const user = userEvent.setup();
      const onSave = vi.fn<TeamManagementViewProps['onSave']>();
      renderStateful({ onSave });
      await user.click(screen.getByRole('button', { name: copy.addMember }));
      const form = await dialog(copy.form.addTitle);
      await user.type(form.getByRole('textbox', { name: copy.form.email }), 'layla@');
      await user.type(form.getByRole('textbox', { name: copy.form.mobile }), '050 123 456');
      await user.click(form.getByRole('button', { name: copy.form.save }));
      for (const message of [copy.form.nameRequired, copy.form.titleRequired, copy.form.imageRequired, copy.form.invalidEmail, copy.form.invalidPhone]) {
        expect(await form.findByText(message)).toBeInTheDocument();
      }
      await user.type(form.getByRole('textbox', { name: new RegExp(`^${copy.form.name}`) }), 'L');
      expect(form.queryByText(copy.form.nameRequired)).not.toBeInTheDocument();
      expect(form.getByText(copy.form.titleRequired)).toBeInTheDocument();
      await user.type(form.getByRole('textbox', { name: copy.form.mobile }), '7');
      expect(form.queryByText(copy.form.invalidPhone)).not.toBeInTheDocument();
      expect(onSave).not.toHaveBeenCalled();
    });

    it('refuses Escape and a click outside', async () => {
      const user = userEvent.setup();
      renderStateful();
      await user.click(screen.getByRole('button', { name: copy.addMember }));
      await dialog(copy.form.addTitle);
      await user.keyboard('{Escape}');
      await user.click(document.body);
      expect(screen.getByRole('dialog', { name: copy.form.addTitle })).toBeInTheDocument();
    });
  });

  describe('the edit form', () => {
    it('loads the member, keeps what was typed when the save fails, and sends once however often Save is pressed', async () => {
      const user = userEvent.setup();
      let answer: (outcome: { ok: false; message: string }) => void = () => undefined;
      const onSave = vi.fn<TeamManagementViewProps['onSave']>(() => new Promise((resolve) => (answer = resolve)));
      renderStateful({ onSave });
      await user.click(screen.getByRole('button', { name: copy.editMember(first.name) }));
      const form = await dialog(copy.form.editTitle);
      const name = await form.findByRole('textbox', { name: new RegExp(`^${copy.form.name}`) });
      expect(name).toHaveValue(first.name);
      await user.clear(name);
      await user.type(name, 'Layla Haddad');
      await user.click(form.getByRole('button', { name: copy.form.save }));
      await user.keyboard('{Enter}');
      expect(form.getByRole('button', { name: copy.form.saving })).toBeInTheDocument();
      answer({ ok: false, message: copy.errors.save.duplicate });
      expect(await form.findByText(copy.errors.save.duplicate)).toBeInTheDocument();
      expect(onSave).toHaveBeenCalledOnce();
      expect(onSave.mock.calls[0]?.[0]).toBe(first.id);
      expect(onSave.mock.calls[0]?.[1]).toMatchObject({ name: 'Layla Haddad', imgUrl: first.imgUrl });
      expect(name).toHaveValue('Layla Haddad');
    });

    it('says why the member could not be loaded', async () => {
      const user = userEvent.setup();
      renderStateful({ onLoadMember: async () => ({ ok: false, message: copy.errors.loadForEdit.notFound }) });
      await user.click(screen.getByRole('button', { name: copy.editMember(first.name) }));
      const form = await dialog(copy.form.editTitle);
      expect(await form.findByText(copy.errors.loadForEdit.notFound)).toBeInTheDocument();
      expect(form.queryByRole('button', { name: copy.form.save })).not.toBeInTheDocument();
    });

    it('refuses Escape and a click outside, keeping what was typed', async () => {
      const user = userEvent.setup();
      renderStateful();
      await user.click(screen.getByRole('button', { name: copy.editMember(first.name) }));
      const form = await dialog(copy.form.editTitle);
      const title = await form.findByRole('textbox', { name: new RegExp(`^${copy.form.jobTitle}`) });
      await user.clear(title);
      await user.type(title, 'Head of Sales');
      await user.keyboard('{Escape}');
      await user.click(document.body);
      expect(screen.getByRole('dialog', { name: copy.form.editTitle })).toBeInTheDocument();
      expect(title).toHaveValue('Head of Sales');
    });
  });

  it('shows a member’s details with the Member since date, closed only by Close', async () => {
    const user = userEvent.setup();
    renderStateful({ formatDate: (value) => `date ${value}` });
    await user.click(screen.getByRole('button', { name: copy.viewMember(first.name) }));
    const details = await dialog(copy.details.title);
    expect(details.getByText(first.name)).toBeInTheDocument();
    expect(details.getByText(copy.details.memberSince)).toBeInTheDocument();
    expect(details.getByText(`date ${first.created}`)).toBeInTheDocument();
    expect(details.getByRole('img', { name: copy.photoAlt(first.name) })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: copy.details.title })).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.getByRole('dialog', { name: copy.details.title })).toBeInTheDocument();
    await user.click(details.getByRole('button', { name: copy.details.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  describe('delete', () => {
    it('keeps the confirmation open with the message when the delete fails', async () => {
      const user = userEvent.setup();
      const onDelete = vi.fn<TeamManagementViewProps['onDelete']>(async () => ({ ok: false, message: copy.errors.delete.forbidden }));
      renderStateful({ onDelete });
      await user.click(screen.getByRole('button', { name: copy.deleteMember(first.name) }));
      await user.click(await screen.findByRole('button', { name: copy.deleteDialog.confirm }));
      expect(await screen.findByText(copy.errors.delete.forbidden)).toBeInTheDocument();
      expect(onDelete).toHaveBeenCalledExactlyOnceWith(first);
      expect(screen.getByRole('alertdialog', { name: copy.deleteDialog.title })).toBeInTheDocument();
    });

    it('removes the member, and the only member of the last page sends the list a page back', async () => {
      const user = userEvent.setup();
      const eleven = teamMembers(11);
      const last = eleven[10] as TeamMember;
      renderStateful({ allMembers: eleven, viewState: { search: '', page: 2 } });
      expect(rowNames()).toEqual([last.name]);
      await user.click(screen.getByRole('button', { name: copy.deleteMember(last.name) }));
      await user.click(await screen.findByRole('button', { name: copy.deleteDialog.confirm }));
      await waitFor(() => expect(rowNames()).toEqual(eleven.slice(0, 10).map((member) => member.name)));
    });
  });

  it('lays out long, Arabic and plus-sign values whole, right to left where Arabic', () => {
    const edge = edgeCaseMembers();
    renderStateful({ allMembers: edge });
    const [long, arabic, plus] = edge as [TeamMember, TeamMember, TeamMember];
    expect(long.name).toHaveLength(200);
    expect(screen.getByText(long.name)).toHaveAttribute('title', long.name);
    expect(screen.getByText(arabic.name)).toHaveAttribute('dir', 'auto');
    expect(screen.getByText(plus.email ?? '')).toBeInTheDocument();
  });

  it('shows cards and a Show Filters toggle below 768 px', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const user = userEvent.setup();
    renderStateful();
    expect(screen.queryByRole('columnheader')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: copy.listLabel })).getAllByRole('listitem')).toHaveLength(10);
    const toggle = screen.getByRole('button', { name: en.common.showFilters });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: en.common.hideFilters })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('searchbox', { name: copy.searchLabel })).toBeVisible();
  });

  it('shows cards from 1,023 px down, with the search still open above 768 px', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Number.NaN) >= 1000,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderStateful();
    expect(screen.queryByRole('columnheader')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: copy.listLabel })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: copy.searchLabel })).toBeVisible();
    expect(screen.queryByRole('button', { name: en.common.showFilters })).not.toBeInTheDocument();
  });
});
