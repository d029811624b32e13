import type { Meta, StoryObj } from '@storybook/react-vite';
import { countEnquiries, defaultEnquirySort, defaultEnquiryViewState, en, filterEnquiries, sortEnquiries } from '@marketplace/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InquiryManagementView } from './InquiryManagementView';
import {
  enquiryWithNote,
  enquiryWithoutNote,
  longContentEnquiries,
  longContentEnquiry,
  storyEnquiries,
  typicalEnquiries,
} from './stories/enquiryStoryData';
import { StatefulInquiryManagementView } from './stories/StatefulInquiryManagementView';

const copy = en.enquiries;

const meta = {
  title: 'Screens/InquiryManagement/View',
  component: InquiryManagementView,
  args: {
    enquiries: typicalEnquiries(),
    isLoading: false,
    viewState: defaultEnquiryViewState,
    onViewStateChange: fn(),
    onReset: fn(),
    onRetry: fn(),
    onStatusChange: fn(),
    onNoteSave: fn(async () => undefined),
    onExportCsv: fn(),
  },
  argTypes: { enquiries: { control: false } },
  render: (args) => <StatefulInquiryManagementView {...args} />,
} satisfies Meta<typeof InquiryManagementView>;

export default meta;
type Story = StoryObj<typeof meta>;

function page(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** The names in the table's rows (the row headers), in order. */
async function rowNames(canvasElement: HTMLElement): Promise<string[]> {
  const canvas = within(canvasElement);
  const cells = await canvas.findAllByRole('rowheader');
  return cells.map((cell) => cell.textContent ?? '');
}

/** The enquiry of the first row in the default order (id descending), in view without scrolling. */
function firstRowEnquiry(enquiries: Parameters<typeof sortEnquiries>[0] | undefined) {
  const [first] = sortEnquiries(enquiries ?? [], defaultEnquirySort);
  if (!first) throw new Error('The story has no enquiries');
  return first;
}

/**
 * react-aria announces a pending button's name through its live announcer by reference; once the
 * button is gone (the note editor closed) the stale reference would fail axe's check of the log
 * after the play, though it was announced when it mattered.
 */
function clearAnnouncements(canvasElement: HTMLElement) {
  canvasElement.ownerDocument.querySelectorAll('[data-live-announcer] [role="log"]').forEach((log) => log.replaceChildren());
}

/** The status filter's trigger: its name is the chosen option and the label. */
function statusFilter(canvasElement: HTMLElement) {
  return within(canvasElement).getByRole('button', { name: new RegExp(`${copy.statusFilterLabel}$`) });
}

export const Loading: Story = {
  args: { enquiries: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copy.loadingLabel)).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: copy.summary.total })).toHaveTextContent('...');
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

/** The agency has no enquiries at all. */
export const Empty: Story = {
  args: { enquiries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: copy.emptyTitle })).toBeInTheDocument();
    await expect(canvas.getByText(copy.emptyBody)).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: copy.summary.total })).toHaveTextContent('0');
  },
};

/** A search that matches nothing: the empty state; clearing the search brings the list back. */
export const EmptyAfterSearch: Story = {
  play: async ({ args, canvas }) => {
    const search = canvas.getByRole('searchbox', { name: copy.searchLabel });
    await userEvent.type(search, 'no such enquirer');
    await expect(await canvas.findByRole('heading', { name: copy.emptyTitle })).toBeInTheDocument();
    await expect(canvas.getByText(copy.emptyBody)).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.resultCount(0, args.enquiries?.length ?? 0));
    await userEvent.clear(search);
    await waitFor(() => expect(canvas.queryByRole('heading', { name: copy.emptyTitle })).not.toBeInTheDocument());
    await expect(await canvas.findByRole('grid', { name: copy.listLabel })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { enquiries: undefined, loadError: copy.loadFailed(500) },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(copy.loadFailed(500));
    await userEvent.click(within(alert).getByRole('button', { name: en.common.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A day's enquiries in every status; the cards count all of them. */
export const Typical: Story = {
  play: async ({ args, canvas }) => {
    const counts = countEnquiries(args.enquiries ?? []);
    await expect(canvas.getByRole('group', { name: copy.summary.total })).toHaveTextContent(String(counts.total));
    await expect(canvas.getByRole('group', { name: copy.summary.pending })).toHaveTextContent(String(counts.pending));
    await expect(canvas.getByRole('group', { name: copy.summary.resolved })).toHaveTextContent(String(counts.resolved));
    await expect(canvas.getByRole('group', { name: copy.summary.urgent })).toHaveTextContent(String(counts.urgent));
    await expect(canvas.getByRole('columnheader', { name: new RegExp(`^${copy.columns.id}`) })).toHaveAttribute('aria-sort', 'descending');
    const ids = (args.enquiries ?? []).map((enquiry) => enquiry.id);
    await waitFor(() => expect(canvas.getAllByRole('row')[1]).toHaveTextContent(new RegExp(`^${Math.max(...ids)}`)));
  },
};

/** Typing searches name, e-mail, phone, message and note, 300 ms after the last keystroke. */
export const SearchByName: Story = {
  play: async ({ args, canvasElement, canvas }) => {
    const target = enquiryWithNote();
    const firstName = target.name.split(' ')[0] ?? target.name;
    await userEvent.type(canvas.getByRole('searchbox', { name: copy.searchLabel }), firstName);
    await waitFor(() =>
      // The search's first settled text adds a history entry.
      expect(args.onViewStateChange).toHaveBeenLastCalledWith({ ...defaultEnquiryViewState, search: firstName }, { replace: false }),
    );
    await expect(args.onViewStateChange).toHaveBeenCalledTimes(1);
    const expected = sortEnquiries(filterEnquiries(args.enquiries ?? [], { search: firstName, status: 'ALL' }), defaultEnquirySort);
    await waitFor(async () => expect(await rowNames(canvasElement)).toEqual(expected.map((enquiry) => enquiry.name)));
    await expect(expected.map((enquiry) => enquiry.id)).toContain(target.id);
  },
};

/** The status filter keeps one status; Reset clears it. */
export const FilterByStatus: Story = {
  play: async ({ args, canvasElement, canvas }) => {
    await userEvent.click(statusFilter(canvasElement));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: copy.statuses.RESOLVED }));
    await expect(args.onViewStateChange).toHaveBeenCalledWith({ ...defaultEnquiryViewState, status: 'RESOLVED' }, { replace: false });
    const resolved = (args.enquiries ?? []).filter((enquiry) => enquiry.status === 'RESOLVED');
    await waitFor(() => expect(canvas.getAllByRole('rowheader')).toHaveLength(resolved.length));
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.resultCount(resolved.length, args.enquiries?.length ?? 0));
    await userEvent.click(canvas.getByRole('button', { name: copy.reset }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getAllByRole('rowheader').length).toBeGreaterThan(resolved.length));
  },
};

/** Every header but Actions sorts, by mouse and by keyboard. */
export const SortByHeader: Story = {
  play: async ({ args, canvasElement, canvas }) => {
    const nameHeader = canvas.getByRole('columnheader', { name: new RegExp(`^${copy.columns.name}`) });
    await userEvent.click(nameHeader);
    await expect(args.onViewStateChange).toHaveBeenLastCalledWith(
      { ...defaultEnquiryViewState, sort: { column: 'name', direction: 'ascending' } },
      { replace: false },
    );
    await waitFor(() => expect(nameHeader).toHaveAttribute('aria-sort', 'ascending'));
    const ascending = await rowNames(canvasElement);
    await expect(ascending).toEqual([...ascending].sort(new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare));

    // Keyboard: arrows to the Created header, Enter sorts it.
    nameHeader.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    const createdHeader = canvas.getByRole('columnheader', { name: new RegExp(`^${copy.columns.created}`) });
    await expect(createdHeader).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onViewStateChange).toHaveBeenLastCalledWith(
      { ...defaultEnquiryViewState, sort: { column: 'createdAt', direction: 'ascending' } },
      { replace: false },
    );
    await waitFor(() => expect(createdHeader).toHaveAttribute('aria-sort', 'ascending'));
    await expect(canvas.getByRole('columnheader', { name: new RegExp(`^${copy.columns.actions}`) })).not.toHaveAttribute('aria-sort');
  },
};

/** A status picked in a row's selector goes to onStatusChange and shows at once. */
export const ChangeStatusInRow: Story = {
  play: async ({ args, canvasElement, canvas }) => {
    const target = firstRowEnquiry(args.enquiries);
    // The row's selector is a stand-in button until used: find the trigger again after the first press.
    const trigger = () => canvas.getByRole('button', { name: new RegExp(copy.statusOf(target.name)) });
    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(copy.statusOf(target.name)) }));
    const next = target.status === 'CLOSED' ? 'IN_PROGRESS' : 'CLOSED';
    await userEvent.click(await page(canvasElement).findByRole('option', { name: copy.statuses[next] }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(target, next);
    await waitFor(() => expect(trigger()).toHaveTextContent(copy.statuses[next]));
    await waitFor(() => expect(trigger()).toHaveFocus());
    const counts = countEnquiries((args.enquiries ?? []).map((enquiry) => (enquiry.id === target.id ? { ...enquiry, status: next } : enquiry)));
    await expect(canvas.getByRole('group', { name: copy.summary.resolved })).toHaveTextContent(String(counts.resolved));
  },
};

/** 10,000 enquiries: one page of rows in the DOM, whatever the list's length; paging, sort and search stay quick. */
export const TenThousandRows: Story = {
  render: (args) => <StatefulInquiryManagementView {...args} enquiries={storyEnquiries(10_000)} />,
  play: async ({ canvasElement, canvas }) => {
    const grid = await canvas.findByRole('grid', { name: copy.listLabel });
    const domRows = () => canvasElement.ownerDocument.querySelectorAll('[role="row"]').length;
    await expect(canvas.getByRole('group', { name: copy.summary.total })).toHaveTextContent('10,000');
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.resultCount(10_000, 10_000));
    await expect(within(grid).getAllByRole('row')[1]).toHaveTextContent(/^10000/);
    await expect(domRows()).toBeLessThanOrEqual(100);

    const pages = within(canvas.getByRole('navigation', { name: en.common.pagination }));
    await userEvent.click(pages.getByRole('button', { name: en.common.goToPage(400) }));
    await waitFor(() => expect(canvas.getByRole('gridcell', { name: '1' })).toBeInTheDocument());
    await expect(pages.getByText(en.common.pageOf(400, 400))).toBeInTheDocument();
    await expect(domRows()).toBeLessThanOrEqual(100);

    // Another sort starts again at the first page.
    const nameHeader = canvas.getByRole('columnheader', { name: new RegExp(`^${copy.columns.name}`) });
    await userEvent.click(nameHeader);
    await waitFor(() => expect(nameHeader).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() => expect(pages.getByText(en.common.pageOf(1, 400))).toBeInTheDocument());
    await expect(domRows()).toBeLessThanOrEqual(100);
  },
};

/** A phone: cards instead of the table, and the filters collapsed behind 'Show Filters'. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvasElement, canvas }) => {
    await expect(canvas.queryByRole('columnheader')).not.toBeInTheDocument();
    const list = await canvas.findByRole('grid', { name: copy.listLabel });
    // react-aria's grid list can commit before its items (the cards load on demand, behind the width query).
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(args.enquiries?.length ?? 0));

    const toggle = canvas.getByRole('button', { name: en.common.showFilters });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('searchbox', { hidden: true })).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: en.common.hideFilters })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('searchbox', { name: copy.searchLabel })).toBeVisible();

    const target = enquiryWithNote();
    await userEvent.type(canvas.getByRole('searchbox', { name: copy.searchLabel }), target.email);
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(1));
    await userEvent.click(within(list).getByRole('button', { name: copy.viewDetailsOf(target.name) }));
    await expect(await page(canvasElement).findByRole('dialog', { name: copy.details.title })).toBeInTheDocument();
  },
};

/** A tablet (768 px): too narrow for the table's seven columns, so cards with a sort control; the filters stay open. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('columnheader')).not.toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: copy.searchLabel })).toBeVisible();
    const list = await canvas.findByRole('grid', { name: copy.listLabel });

    await userEvent.click(canvas.getByRole('button', { name: new RegExp(copy.sort.column) }));
    await userEvent.click(await page(list).findByRole('option', { name: copy.columns.name }));
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(copy.sort.direction) }));
    await userEvent.click(await page(list).findByRole('option', { name: copy.sort.ascending }));
    const [first] = sortEnquiries(args.enquiries ?? [], { column: 'name', direction: 'ascending' });
    await waitFor(() => expect(within(list).getAllByRole('row')[0]).toHaveTextContent(first?.name ?? ''));
  },
};

/** A link to an enquiry the list does not have (deleted, or a mistyped id): said in a banner, which Close dismisses. */
export const EnquiryNotFound: Story = {
  args: { viewState: { ...defaultEnquiryViewState, openId: 999_999 } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(copy.notFound(999_999))).toBeVisible();
    // The dialog would open in a portal on the page's body, outside the canvas.
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(await canvas.findByRole('button', { name: en.common.close }));
    await waitFor(() => expect(canvas.queryByText(copy.notFound(999_999))).not.toBeInTheDocument());
  },
};

/** The dialog of an enquiry with a note: edit it and save. */
export const DialogWithNotes: Story = {
  args: { viewState: { ...defaultEnquiryViewState, openId: enquiryWithNote().id } },
  play: async ({ args, canvasElement }) => {
    const target = enquiryWithNote();
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: copy.details.title }));
    await expect(dialog.getByText(target.note ?? '')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: copy.details.markAsResolved })).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: copy.details.closeInquiry })).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: copy.details.editNote }));
    const editor = dialog.getByRole('textbox', { name: copy.details.notes });
    await expect(editor).toHaveValue(target.note);
    await expect(editor).toHaveFocus();
    await userEvent.clear(editor);
    await userEvent.type(editor, 'Viewing moved to Sunday 10:00.');
    await userEvent.click(dialog.getByRole('button', { name: copy.details.saveNote }));
    await expect(args.onNoteSave).toHaveBeenCalledTimes(1);
    await expect(args.onNoteSave).toHaveBeenCalledWith(target, 'Viewing moved to Sunday 10:00.');
    await waitFor(() => expect(dialog.queryByRole('textbox', { name: copy.details.notes })).not.toBeInTheDocument());
    await expect(dialog.getByText('Viewing moved to Sunday 10:00.')).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByRole('button', { name: copy.details.editNote })).toHaveFocus());
    clearAnnouncements(canvasElement);
  },
};

/** A new enquiry about a project, no note yet: Mark as Resolved sets RESOLVED and closes the dialog. */
export const DialogWithoutNotes: Story = {
  args: { viewState: { ...defaultEnquiryViewState, openId: enquiryWithoutNote().id } },
  play: async ({ args, canvasElement }) => {
    const target = enquiryWithoutNote();
    const body = page(canvasElement);
    const dialog = within(await body.findByRole('dialog', { name: copy.details.title }));
    await expect(dialog.getByText(copy.details.noNotes)).toBeInTheDocument();
    await expect(dialog.getByText(copy.details.projectId)).toBeInTheDocument();
    await expect(dialog.queryByText(copy.details.propertyId)).not.toBeInTheDocument();
    await expect(dialog.getByRole('link', { name: target.email })).toHaveAttribute('href', `mailto:${target.email}`);
    await userEvent.click(dialog.getByRole('button', { name: copy.details.markAsResolved }));
    await expect(args.onStatusChange).toHaveBeenCalledTimes(1);
    await expect(args.onStatusChange).toHaveBeenCalledWith(target, 'RESOLVED');
    await expect(args.onViewStateChange).toHaveBeenLastCalledWith(defaultEnquiryViewState, { replace: true });
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A status change failed: the red banner says so (the list was reloaded by the caller). */
export const StatusUpdateFailed: Story = {
  args: { statusError: copy.statusUpdateFailed(500) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(copy.statusUpdateFailed(500));
  },
};

/** A note save failed: the editor stays open with the typed text and says why. */
export const NoteUpdateFailed: Story = {
  args: {
    viewState: { ...defaultEnquiryViewState, openId: enquiryWithNote().id },
    onNoteSave: fn(async () => {
      throw new Error(copy.noteUpdateFailed(500));
    }),
  },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: copy.details.title }));
    await userEvent.click(dialog.getByRole('button', { name: copy.details.editNote }));
    const editor = dialog.getByRole('textbox', { name: copy.details.notes });
    await userEvent.type(editor, ' Client prefers WhatsApp.');
    await userEvent.click(dialog.getByRole('button', { name: copy.details.saveNote }));
    await expect(args.onNoteSave).toHaveBeenCalledTimes(1);
    await expect(await dialog.findByText(copy.noteUpdateFailed(500))).toBeInTheDocument();
    await expect(dialog.getByRole('textbox', { name: copy.details.notes })).toHaveValue(`${enquiryWithNote().note} Client prefers WhatsApp.`);
  },
};

/** Names, e-mails and notes far longer than their columns truncate; the dialog wraps them. */
export const LongContent: Story = {
  args: { enquiries: longContentEnquiries() },
  play: async ({ canvasElement, canvas }) => {
    const grid = await canvas.findByRole('grid', { name: copy.listLabel });
    await waitFor(() => expect(within(grid).getAllByRole('rowheader')).toHaveLength(3));
    const frame = grid.getBoundingClientRect();
    for (const cell of within(grid).getAllByRole('rowheader')) {
      await expect(cell.getBoundingClientRect().right).toBeLessThanOrEqual(frame.right + 1);
    }
    await userEvent.click(canvas.getByRole('button', { name: copy.viewDetailsOf(longContentEnquiry().name) }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: copy.details.title }));
    // Visible once the dialog's entry animation has finished.
    await waitFor(() => expect(dialog.getByText(longContentEnquiry().note ?? '')).toBeVisible());
  },
};
