import { defaultEnquiryViewState, en, enquiryNoteMaxLength, type Enquiry, type EnquiryViewState } from '@marketplace/domain';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InquiryManagementView } from './InquiryManagementView';
import type { InquiryManagementViewProps } from './inquiryManagementViewProps';
import { enquiriesWith } from './stories/enquiryStoryData';
import { StatefulInquiryManagementView } from './stories/StatefulInquiryManagementView';
import { enquiryPageSize } from './useEnquiryPage';

const copy = en.enquiries;

// Two of each status but one, so every counting rule gives its own figure.
const enquiries = enquiriesWith([
  { name: 'Noura Haddad', email: 'noura@example.com', status: 'NEW', note: null },
  { name: 'Ahmed Rahman', email: 'ahmed@example.com', status: 'NEW', note: 'Wants a villa' },
  { name: 'Layla Nasser', email: 'layla@example.com', status: 'IN_PROGRESS', note: 'Viewing on Saturday' },
  { name: 'Omar Farouk', email: 'omar@example.com', status: 'RESOLVED', note: 'Offer accepted' },
  { name: 'Sara Saleh', email: 'sara@example.com', status: 'CLOSED', note: null },
  { name: 'Khalid Nasser', email: 'khalid@example.com', status: 'CLOSED', note: 'Duplicate' },
]);

const byName = (name: string) => enquiries.find((enquiry) => enquiry.name === name) as Enquiry;

function handlers() {
  return {
    onViewStateChange: vi.fn<InquiryManagementViewProps['onViewStateChange']>(),
    onReset: vi.fn(),
    onRetry: vi.fn(),
    onStatusChange: vi.fn<InquiryManagementViewProps['onStatusChange']>(),
    onNoteSave: vi.fn<InquiryManagementViewProps['onNoteSave']>(() => Promise.resolve()),
    onExportCsv: vi.fn<NonNullable<InquiryManagementViewProps['onExportCsv']>>(),
  };
}

function viewProps(props: Partial<InquiryManagementViewProps> = {}) {
  return { enquiries, isLoading: false, viewState: defaultEnquiryViewState, ...handlers(), ...props };
}

function renderView(props: Partial<InquiryManagementViewProps> = {}) {
  const all = viewProps(props);
  const utils = render(<InquiryManagementView {...all} />);
  return { ...all, ...utils, rerenderWith: (next: Partial<InquiryManagementViewProps>) => utils.rerender(<InquiryManagementView {...all} {...next} />) };
}

/** The view with the stories' state: view state, statuses and notes follow the callbacks. */
function renderStateful(props: Partial<InquiryManagementViewProps> = {}) {
  const all = viewProps(props);
  render(<StatefulInquiryManagementView {...all} />);
  return all;
}

const card = (name: string) => screen.getByRole('group', { name });
const rowNames = () => screen.queryAllByRole('rowheader').map((cell) => cell.textContent);
const searchBox = () => screen.getByRole('searchbox', { name: copy.searchLabel });
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
// The dialog's code loads on demand (lazy), so it shows a moment after it is opened.
const dialog = async () => within(await screen.findByRole('dialog', { name: copy.details.title }));
const withState = (patch: Partial<EnquiryViewState>): EnquiryViewState => ({ ...defaultEnquiryViewState, ...patch });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('InquiryManagementView', () => {
  describe('summary cards', () => {
    it('count every enquiry by the spec rules, whatever the search and filter keep', () => {
      renderView({ viewState: withState({ status: 'RESOLVED' }) });
      expect(rowNames()).toEqual(['Omar Farouk']);
      expect(card(copy.summary.total)).toHaveTextContent('6');
      // Pending: neither RESOLVED nor CLOSED (2 NEW + 1 IN_PROGRESS).
      expect(card(copy.summary.pending)).toHaveTextContent('3');
      // Resolved: RESOLVED or CLOSED.
      expect(card(copy.summary.resolved)).toHaveTextContent('3');
      // Urgent: NEW.
      expect(card(copy.summary.urgent)).toHaveTextContent('2');
    });

    it("show '...' and the list shows skeletons while loading", () => {
      renderView({ enquiries: undefined, isLoading: true });
      for (const name of Object.values(copy.summary)) expect(card(name)).toHaveTextContent('...');
      expect(screen.getByText(copy.loadingLabel)).toBeInTheDocument();
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    });
  });

  describe('list', () => {
    it('shows the rows in the given sort, id descending by default, and a polite result count', () => {
      renderView();
      expect(rowNames()).toEqual([...enquiries].reverse().map((enquiry) => enquiry.name));
      expect(header(copy.columns.id)).toHaveAttribute('aria-sort', 'descending');
      expect(screen.getByRole('status')).toHaveTextContent(copy.resultCount(6, 6));
    });

    it('applies the search over name, e-mail, phone, message and note, and the status filter', () => {
      const { rerenderWith } = renderView({ viewState: withState({ search: 'nasser' }) });
      expect(rowNames()).toEqual(['Khalid Nasser', 'Layla Nasser']);
      expect(screen.getByRole('status')).toHaveTextContent(copy.resultCount(2, 6));
      rerenderWith({ viewState: withState({ search: 'saturday' }) });
      expect(rowNames()).toEqual(['Layla Nasser']);
      rerenderWith({ viewState: withState({ search: 'nasser', status: 'CLOSED' }) });
      expect(rowNames()).toEqual(['Khalid Nasser']);
    });

    it('sorts by the view state', () => {
      renderView({ viewState: withState({ sort: { column: 'name', direction: 'ascending' } }) });
      expect(rowNames()).toEqual(['Ahmed Rahman', 'Khalid Nasser', 'Layla Nasser', 'Noura Haddad', 'Omar Farouk', 'Sara Saleh']);
      expect(header(copy.columns.name)).toHaveAttribute('aria-sort', 'ascending');
    });

    it('shows the empty state with both lines when nothing matches', () => {
      renderView({ viewState: withState({ search: 'nobody at all' }) });
      expect(screen.getByRole('heading', { name: copy.emptyTitle })).toBeInTheDocument();
      expect(screen.getByText(copy.emptyBody)).toBeInTheDocument();
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    });

    it('shows the empty state for an agency without enquiries', () => {
      renderView({ enquiries: [] });
      expect(screen.getByRole('heading', { name: copy.emptyTitle })).toBeInTheDocument();
      expect(card(copy.summary.total)).toHaveTextContent('0');
    });

    it('pages a long list, back to the first page on another search, filter or sort', async () => {
      const user = userEvent.setup();
      const long = enquiriesWith(Array.from({ length: enquiryPageSize + 5 }, () => ({})));
      const { onViewStateChange } = renderStateful({ enquiries: long });
      expect(screen.getAllByRole('rowheader')).toHaveLength(enquiryPageSize);
      const pages = within(screen.getByRole('navigation', { name: en.common.pagination }));
      expect(pages.getByText(en.common.pageOf(1, 2))).toBeInTheDocument();

      await user.click(pages.getByRole('button', { name: en.common.nextPage }));
      // The page is part of the view state (the URL): a new history entry, so Back returns to page 1.
      expect(onViewStateChange).toHaveBeenLastCalledWith(withState({ page: 2 }), { replace: false });
      expect(screen.getAllByRole('rowheader')).toHaveLength(5);
      expect(screen.getByRole('gridcell', { name: '1' })).toBeInTheDocument();

      await user.click(header(copy.columns.id));
      expect(pages.getByText(en.common.pageOf(1, 2))).toBeInTheDocument();
      expect(screen.getByRole('gridcell', { name: '1' })).toBeInTheDocument();
      expect(screen.getAllByRole('rowheader')).toHaveLength(enquiryPageSize);
      // Three renders of a full page of rows with their selectors: slow in jsdom on a busy machine.
    }, 15_000);

    it('opens at the page the view state names, and at the last page for one past it', () => {
      const long = enquiriesWith(Array.from({ length: enquiryPageSize + 5 }, () => ({})));
      const { rerenderWith } = renderView({ enquiries: long, viewState: withState({ page: 2 }) });
      expect(screen.getAllByRole('rowheader')).toHaveLength(5);
      expect(screen.getByText(en.common.pageOf(2, 2))).toBeInTheDocument();
      rerenderWith({ enquiries: long, viewState: withState({ page: 9 }) });
      expect(screen.getAllByRole('rowheader')).toHaveLength(5);
    });
  });

  describe('search', () => {
    it('hands the text on 300 ms after the last keystroke, adding one history entry per search', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const { onViewStateChange } = renderView();
      await user.type(searchBox(), 'nour');
      expect(searchBox()).toHaveValue('nour');
      act(() => vi.advanceTimersByTime(250));
      expect(onViewStateChange).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(100));
      expect(onViewStateChange).toHaveBeenCalledExactlyOnceWith(withState({ search: 'nour' }), { replace: false });

      // More typing in the same search, after a pause: it replaces that entry.
      await user.type(searchBox(), 'a');
      act(() => vi.advanceTimersByTime(350));
      expect(onViewStateChange).toHaveBeenLastCalledWith(withState({ search: 'noura' }), { replace: true });

      // Leaving the field ends the search; the next one adds its own entry.
      await user.tab();
      await user.click(searchBox());
      await user.clear(searchBox());
      expect(onViewStateChange).toHaveBeenLastCalledWith(defaultEnquiryViewState, { replace: false });
      expect(onViewStateChange).toHaveBeenCalledTimes(3);
    });

    it('sends a waiting search at once on Enter, and an emptied field at once', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const { onViewStateChange } = renderStateful();
      await user.type(searchBox(), 'layla{Enter}');
      expect(onViewStateChange).toHaveBeenLastCalledWith(withState({ search: 'layla' }), { replace: false });
      expect(rowNames()).toEqual(['Layla Nasser']);
      // Enter ended that search: clearing the field is another, with its own history entry.
      await user.clear(searchBox());
      expect(onViewStateChange).toHaveBeenLastCalledWith(defaultEnquiryViewState, { replace: false });
      expect(onViewStateChange).toHaveBeenCalledTimes(2);
    });

    it('follows a search changed from outside and drops a waiting keystroke', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const { onViewStateChange, rerenderWith } = renderView({ viewState: withState({ search: 'omar' }) });
      expect(searchBox()).toHaveValue('omar');
      await user.type(searchBox(), 'x');
      // Reset (or the back button) arrives before the pause ends.
      rerenderWith({ viewState: defaultEnquiryViewState });
      expect(searchBox()).toHaveValue('');
      act(() => vi.advanceTimersByTime(1000));
      expect(onViewStateChange).not.toHaveBeenCalled();
      rerenderWith({ viewState: withState({ search: 'sara' }) });
      expect(searchBox()).toHaveValue('sara');
    });
  });

  describe('filter, sort and reset', () => {
    it('filters by status at once, adding a history entry', async () => {
      const user = userEvent.setup();
      const { onViewStateChange } = renderStateful();
      await user.click(screen.getByRole('button', { name: new RegExp(`${copy.statusFilterLabel}$`) }));
      await user.click(await screen.findByRole('option', { name: copy.statuses.CLOSED }));
      expect(onViewStateChange).toHaveBeenCalledExactlyOnceWith(withState({ status: 'CLOSED' }), { replace: false });
      expect(rowNames()).toEqual(['Khalid Nasser', 'Sara Saleh']);
    });

    it('sorts by a header click', async () => {
      const user = userEvent.setup();
      const { onViewStateChange } = renderStateful();
      await user.click(header(copy.columns.email));
      expect(onViewStateChange).toHaveBeenCalledExactlyOnceWith(withState({ sort: { column: 'email', direction: 'ascending' } }), { replace: false });
      expect(rowNames()).toEqual(['Ahmed Rahman', 'Khalid Nasser', 'Layla Nasser', 'Noura Haddad', 'Omar Farouk', 'Sara Saleh']);
      await user.click(header(copy.columns.email));
      expect(onViewStateChange).toHaveBeenLastCalledWith(withState({ sort: { column: 'email', direction: 'descending' } }), { replace: false });
      expect(rowNames()[0]).toBe('Sara Saleh');
    });

    it('sorts from the keyboard', async () => {
      const user = userEvent.setup();
      const { onViewStateChange } = renderStateful();
      header(copy.columns.id).focus();
      await user.keyboard('{ArrowRight}{Enter}');
      expect(onViewStateChange).toHaveBeenLastCalledWith(withState({ sort: { column: 'name', direction: 'ascending' } }), { replace: false });
      expect(header(copy.columns.name)).toHaveAttribute('aria-sort', 'ascending');
      expect(rowNames()[0]).toBe('Ahmed Rahman');
    });

    it('Reset hands over to the caller', async () => {
      const user = userEvent.setup();
      const { onReset } = renderView({ viewState: withState({ search: 'omar', status: 'RESOLVED' }) });
      await user.click(screen.getByRole('button', { name: copy.reset }));
      expect(onReset).toHaveBeenCalledTimes(1);
    });
  });

  describe('status', () => {
    it("changes from a row's selector", async () => {
      const user = userEvent.setup();
      const { onStatusChange } = renderView();
      await user.click(screen.getByRole('button', { name: new RegExp(copy.statusOf('Layla Nasser')) }));
      await user.click(await screen.findByRole('option', { name: copy.statuses.RESOLVED }));
      expect(onStatusChange).toHaveBeenCalledExactlyOnceWith(byName('Layla Nasser'), 'RESOLVED');
    });

    it('shows a failed change in a red banner', () => {
      renderView({ statusError: copy.statusUpdateFailed(500) });
      expect(screen.getByRole('alert')).toHaveTextContent(copy.statusUpdateFailed(500));
    });
  });

  describe('load error', () => {
    it('shows the message in a red banner with Retry, and no figures', async () => {
      const user = userEvent.setup();
      const { onRetry } = renderView({ enquiries: undefined, loadError: copy.loadFailed(503) });
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(copy.loadFailed(503));
      await user.click(within(alert).getByRole('button', { name: en.common.retry }));
      expect(onRetry).toHaveBeenCalledTimes(1);
      expect(card(copy.summary.total)).toHaveTextContent(copy.noCount);
      expect(screen.queryByRole('heading', { name: copy.emptyTitle })).not.toBeInTheDocument();
    });

    it('keeps the list it had', () => {
      renderView({ loadError: copy.unexpectedError });
      expect(screen.getByRole('alert')).toHaveTextContent(copy.unexpectedError);
      expect(rowNames()).toHaveLength(6);
    });
  });

  describe('details dialog', () => {
    it('opens from View Details through the view state', async () => {
      const user = userEvent.setup();
      const { onViewStateChange } = renderStateful();
      await user.click(screen.getByRole('button', { name: copy.viewDetailsOf('Omar Farouk') }));
      expect(onViewStateChange).toHaveBeenCalledExactlyOnceWith(withState({ openId: byName('Omar Farouk').id }), { replace: false });
      expect((await dialog()).getByText('Offer accepted')).toBeInTheDocument();
    });

    it('opens for the enquiry the view state names, even one the filter hides, and for no unknown id', async () => {
      const { rerenderWith } = renderView({ viewState: withState({ status: 'CLOSED', openId: byName('Noura Haddad').id }) });
      expect((await dialog()).getByText('noura@example.com')).toBeInTheDocument();
      rerenderWith({ viewState: withState({ openId: 999_999 }) });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('says an unknown enquiry was not found, once the list has loaded, and Close clears it from the view state', async () => {
      const user = userEvent.setup();
      const { onViewStateChange, rerenderWith } = renderView({ viewState: withState({ openId: 999_999 }), isLoading: true, enquiries: undefined });
      expect(screen.queryByText(copy.notFound(999_999))).not.toBeInTheDocument();
      rerenderWith({ viewState: withState({ openId: 999_999 }), isLoading: false, enquiries });
      expect(await screen.findByText(copy.notFound(999_999))).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await user.click(await screen.findByRole('button', { name: en.common.close }));
      expect(onViewStateChange).toHaveBeenLastCalledWith(withState({ openId: null }), { replace: true });
    });

    it('closes with Cancel by clearing openId in place, so that Back does not open it again', async () => {
      const user = userEvent.setup();
      const { onViewStateChange } = renderStateful({ viewState: withState({ openId: byName('Layla Nasser').id }) });
      await user.click((await dialog()).getByRole('button', { name: copy.details.cancel }));
      expect(onViewStateChange).toHaveBeenCalledExactlyOnceWith(defaultEnquiryViewState, { replace: true });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('Mark as Resolved sets RESOLVED, closes the dialog, and the counters follow', async () => {
      const user = userEvent.setup();
      const { onStatusChange, onViewStateChange } = renderStateful({ viewState: withState({ openId: byName('Layla Nasser').id }) });
      await user.click((await dialog()).getByRole('button', { name: copy.details.markAsResolved }));
      expect(onStatusChange).toHaveBeenCalledExactlyOnceWith(byName('Layla Nasser'), 'RESOLVED');
      expect(onViewStateChange).toHaveBeenLastCalledWith(defaultEnquiryViewState, { replace: true });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(card(copy.summary.resolved)).toHaveTextContent('4');
    });

    it('hides Mark as Resolved for a resolved enquiry and Close Inquiry for a closed one', async () => {
      const { rerenderWith } = renderView({ viewState: withState({ openId: byName('Omar Farouk').id }) });
      expect((await dialog()).queryByRole('button', { name: copy.details.markAsResolved })).not.toBeInTheDocument();
      expect((await dialog()).getByRole('button', { name: copy.details.closeInquiry })).toBeInTheDocument();
      rerenderWith({ viewState: withState({ openId: byName('Sara Saleh').id }) });
      expect((await dialog()).queryByRole('button', { name: copy.details.closeInquiry })).not.toBeInTheDocument();
      expect((await dialog()).getByRole('button', { name: copy.details.markAsResolved })).toBeInTheDocument();
    });

    it('Close Inquiry sets CLOSED and closes the dialog', async () => {
      const user = userEvent.setup();
      const { onStatusChange, onViewStateChange } = renderStateful({ viewState: withState({ openId: byName('Noura Haddad').id }) });
      await user.click((await dialog()).getByRole('button', { name: copy.details.closeInquiry }));
      expect(onStatusChange).toHaveBeenCalledExactlyOnceWith(byName('Noura Haddad'), 'CLOSED');
      expect(onViewStateChange).toHaveBeenLastCalledWith(defaultEnquiryViewState, { replace: true });
    });
  });

  describe('notes', () => {
    const openLayla = withState({ openId: byName('Layla Nasser').id });

    it('saves a note: the editor closes and the note shows', async () => {
      const user = userEvent.setup();
      const { onNoteSave } = renderStateful({ viewState: openLayla });
      await user.click((await dialog()).getByRole('button', { name: copy.details.editNote }));
      const editor = (await dialog()).getByRole('textbox', { name: copy.details.notes });
      await user.clear(editor);
      await user.type(editor, 'Second viewing on Monday');
      await user.click((await dialog()).getByRole('button', { name: copy.details.saveNote }));
      expect(onNoteSave).toHaveBeenCalledExactlyOnceWith(byName('Layla Nasser'), 'Second viewing on Monday');
      await waitFor(() => expect(within(screen.getByRole('dialog', { name: copy.details.title })).queryByRole('textbox')).not.toBeInTheDocument());
      expect((await dialog()).getByText('Second viewing on Monday')).toBeInTheDocument();
    });

    it('keeps the typed text and shows the error when the save fails', async () => {
      const user = userEvent.setup();
      const onNoteSave = vi.fn(() => Promise.reject(new Error(copy.noteUpdateFailed(500))));
      renderStateful({ viewState: openLayla, onNoteSave });
      await user.click((await dialog()).getByRole('button', { name: copy.details.editNote }));
      await user.type((await dialog()).getByRole('textbox', { name: copy.details.notes }), ' and Sunday');
      await user.click((await dialog()).getByRole('button', { name: copy.details.saveNote }));
      expect(await (await dialog()).findByText(copy.noteUpdateFailed(500))).toBeInTheDocument();
      expect((await dialog()).getByRole('textbox', { name: copy.details.notes })).toHaveValue('Viewing on Saturday and Sunday');
    });

    it("shows a failed save's error on that enquiry only", async () => {
      const user = userEvent.setup();
      const onNoteSave = vi.fn(() => Promise.reject(new Error(copy.noteUpdateFailed(500))));
      renderStateful({ viewState: openLayla, onNoteSave });
      await user.click((await dialog()).getByRole('button', { name: copy.details.editNote }));
      await user.click((await dialog()).getByRole('button', { name: copy.details.saveNote }));
      expect(await (await dialog()).findByText(copy.noteUpdateFailed(500))).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await user.click(screen.getByRole('button', { name: copy.viewDetailsOf('Ahmed Rahman') }));
      await user.click((await dialog()).getByRole('button', { name: copy.details.editNote }));
      expect((await dialog()).getByRole('textbox', { name: copy.details.notes })).toHaveValue('Wants a villa');
      expect((await dialog()).queryByText(copy.noteUpdateFailed(500))).not.toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await user.click(screen.getByRole('button', { name: copy.viewDetailsOf('Layla Nasser') }));
      expect((await dialog()).getByText(copy.noteUpdateFailed(500))).toBeInTheDocument();
    });

    it('refuses a note of only spaces when there is no note to clear, and saves nothing', async () => {
      const user = userEvent.setup();
      const { onNoteSave } = renderStateful({ viewState: withState({ openId: byName('Noura Haddad').id }) });
      await user.click((await dialog()).getByRole('button', { name: copy.details.editNote }));
      const editor = (await dialog()).getByRole('textbox', { name: copy.details.notes });
      await user.type(editor, '   ');
      await user.click((await dialog()).getByRole('button', { name: copy.details.saveNote }));
      expect(await (await dialog()).findByText(copy.details.noteEmpty)).toBeInTheDocument();
      expect(onNoteSave).not.toHaveBeenCalled();
      await user.type(editor, 'Call back ');
      expect((await dialog()).queryByText(copy.details.noteEmpty)).not.toBeInTheDocument();
      await user.click((await dialog()).getByRole('button', { name: copy.details.saveNote }));
      expect(onNoteSave).toHaveBeenCalledExactlyOnceWith(byName('Noura Haddad'), 'Call back');
    });

    it('refuses a note over the stored length whole, says so, and saves it once shortened', async () => {
      const user = userEvent.setup();
      const { onNoteSave } = renderStateful({ viewState: withState({ openId: byName('Noura Haddad').id }) });
      await user.click((await dialog()).getByRole('button', { name: copy.details.editNote }));
      const editor = (await dialog()).getByRole('textbox', { name: copy.details.notes });
      await user.click(editor);
      await user.paste('a'.repeat(enquiryNoteMaxLength + 1));
      expect(editor).toHaveValue('a'.repeat(enquiryNoteMaxLength + 1));
      await user.click((await dialog()).getByRole('button', { name: copy.details.saveNote }));
      expect(await (await dialog()).findByText(copy.details.noteTooLong(enquiryNoteMaxLength))).toBeInTheDocument();
      expect(onNoteSave).not.toHaveBeenCalled();
      expect(editor).toHaveValue('a'.repeat(enquiryNoteMaxLength + 1));
      await user.type(editor, '{Backspace}');
      expect((await dialog()).queryByText(copy.details.noteTooLong(enquiryNoteMaxLength))).not.toBeInTheDocument();
      await user.click((await dialog()).getByRole('button', { name: copy.details.saveNote }));
      expect(onNoteSave).toHaveBeenCalledExactlyOnceWith(byName('Noura Haddad'), 'a'.repeat(enquiryNoteMaxLength));
    });

    it('clears a saved note when its text is emptied', async () => {
      const user = userEvent.setup();
      const { onNoteSave } = renderStateful({ viewState: openLayla });
      await user.click((await dialog()).getByRole('button', { name: copy.details.editNote }));
      const editor = (await dialog()).getByRole('textbox', { name: copy.details.notes });
      await user.clear(editor);
      await user.type(editor, '  ');
      await user.click((await dialog()).getByRole('button', { name: copy.details.saveNote }));
      expect(onNoteSave).toHaveBeenCalledExactlyOnceWith(byName('Layla Nasser'), '');
      expect(await (await dialog()).findByText(copy.details.noNotes)).toBeInTheDocument();
    });

    it('saves once on a double click of Save Note', async () => {
      const user = userEvent.setup();
      const onNoteSave = vi.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
      renderStateful({ viewState: openLayla, onNoteSave });
      await user.click((await dialog()).getByRole('button', { name: copy.details.editNote }));
      await user.dblClick((await dialog()).getByRole('button', { name: copy.details.saveNote }));
      await waitFor(() => expect(within(screen.getByRole('dialog', { name: copy.details.title })).queryByRole('textbox')).not.toBeInTheDocument());
      expect(onNoteSave).toHaveBeenCalledTimes(1);
    });

    it('keeps Save Note busy while the caller saves', async () => {
      const user = userEvent.setup();
      const { onNoteSave } = renderView({ viewState: openLayla, isSavingNote: true });
      await user.click((await dialog()).getByRole('button', { name: copy.details.editNote }));
      const save = (await dialog()).getByRole('button', { name: copy.details.saveNote });
      expect(save).toHaveAttribute('aria-disabled', 'true');
      await user.click(save);
      expect(onNoteSave).not.toHaveBeenCalled();
    });

    it('keeps an unsaved draft when the dialog is closed and opened again, until cancelled', async () => {
      const user = userEvent.setup();
      renderStateful({ viewState: openLayla });
      await user.click((await dialog()).getByRole('button', { name: copy.details.editNote }));
      await user.type((await dialog()).getByRole('textbox', { name: copy.details.notes }), '; bring the keys');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await user.click(screen.getByRole('button', { name: copy.viewDetailsOf('Layla Nasser') }));
      expect((await dialog()).getByRole('textbox', { name: copy.details.notes })).toHaveValue('Viewing on Saturday; bring the keys');
      const notes = within((await dialog()).getByRole('region', { name: copy.details.notes }));
      await user.click(notes.getByRole('button', { name: copy.details.cancel }));
      expect((await dialog()).queryByRole('textbox')).not.toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await user.click(screen.getByRole('button', { name: copy.viewDetailsOf('Layla Nasser') }));
      expect((await dialog()).getByText('Viewing on Saturday')).toBeInTheDocument();
      expect((await dialog()).queryByRole('textbox')).not.toBeInTheDocument();
    });
  });

  describe('export', () => {
    it('exports the enquiries shown, in the order shown', async () => {
      const user = userEvent.setup();
      const { onExportCsv } = renderView({ viewState: withState({ search: 'nasser', sort: { column: 'name', direction: 'descending' } }) });
      await user.click(screen.getByRole('button', { name: copy.exportCsv }));
      expect(onExportCsv).toHaveBeenCalledExactlyOnceWith([byName('Layla Nasser'), byName('Khalid Nasser')]);
    });

    it('is busy while the export is prepared, and absent without an export', () => {
      const { rerenderWith } = renderView({ isExporting: true });
      expect(screen.getByRole('button', { name: copy.exportCsv })).toHaveAttribute('aria-disabled', 'true');
      rerenderWith({ onExportCsv: undefined });
      expect(screen.queryByRole('button', { name: copy.exportCsv })).not.toBeInTheDocument();
    });
  });

  describe('narrow screens', () => {
    function stubNarrowScreen() {
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }));
    }

    it('show cards instead of the table, and the filters collapsed', async () => {
      stubNarrowScreen();
      const user = userEvent.setup();
      const { onViewStateChange } = renderView();
      expect(screen.queryByRole('columnheader')).not.toBeInTheDocument();
      expect(within(await screen.findByRole('grid', { name: copy.listLabel })).getAllByRole('row')).toHaveLength(6);
      const toggle = screen.getByRole('button', { name: en.common.showFilters });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await user.click(toggle);
      expect(searchBox()).toBeVisible();
      await user.click(screen.getByRole('button', { name: copy.viewDetailsOf('Sara Saleh') }));
      expect(onViewStateChange).toHaveBeenCalledExactlyOnceWith(withState({ openId: byName('Sara Saleh').id }), { replace: false });
    });

    /** matchMedia as a screen of this width answers the view's max-width queries. */
    function stubScreenWidth(width: number) {
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Number.NaN) >= width,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }));
    }

    it('show cards with every field and a sort control below the width the table needs, the filters open from 768 px', async () => {
      stubScreenWidth(1024);
      const user = userEvent.setup();
      const { onViewStateChange } = renderView();
      expect(screen.queryByRole('columnheader')).not.toBeInTheDocument();
      const cards = within(await screen.findByRole('grid', { name: copy.listLabel }));
      const sara = byName('Sara Saleh');
      expect(cards.getByText(sara.email)).toBeInTheDocument();
      expect(searchBox()).toBeVisible();
      expect(screen.queryByRole('button', { name: en.common.showFilters })).not.toBeInTheDocument();

      await user.click(await screen.findByRole('button', { name: new RegExp(copy.sort.column) }));
      await user.click(await screen.findByRole('option', { name: copy.columns.name }));
      expect(onViewStateChange).toHaveBeenLastCalledWith(withState({ sort: { column: 'name', direction: 'descending' } }), { replace: false });
      await user.click(screen.getByRole('button', { name: new RegExp(copy.sort.direction) }));
      await user.click(await screen.findByRole('option', { name: copy.sort.ascending }));
      expect(onViewStateChange).toHaveBeenLastCalledWith(withState({ sort: { column: 'id', direction: 'ascending' } }), { replace: false });
    });

    it('show the table from 1,200 px, without the cards\' sort control', () => {
      stubScreenWidth(1200);
      renderView();
      expect(screen.getAllByRole('columnheader')).toHaveLength(7);
      expect(screen.queryByRole('button', { name: new RegExp(copy.sort.column) })).not.toBeInTheDocument();
    });

    it('open the filters when a search or filter is active', () => {
      stubNarrowScreen();
      renderView({ viewState: withState({ status: 'NEW' }) });
      expect(screen.getByRole('button', { name: en.common.hideFilters })).toHaveAttribute('aria-expanded', 'true');
    });
  });
});
