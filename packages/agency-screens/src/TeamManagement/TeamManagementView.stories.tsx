import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StatefulTeamManagementView } from './stories/StatefulTeamManagementView';
import { edgeCaseMembers, teamMembers } from './stories/teamStoryData';

const copy = en.team;
// The dialogs' code loads on first use (a dev server transforms it then): their first appearance may take a while.
const dialogArrival = { timeout: 10_000 };

// The pure view, with the server's part played in memory by the stateful wrapper.
const meta = {
  title: 'Screens/TeamManagement',
  component: StatefulTeamManagementView,
  parameters: { layout: 'padded' },
  args: { allMembers: teamMembers(8) },
} satisfies Meta<typeof StatefulTeamManagementView>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Eight members in the table. */
export const Typical: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
    await expect(canvas.getByText(copy.subtitle)).toBeVisible();
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(8);
  },
};

/** The first load has not answered: skeleton rows. */
export const Loading: Story = {
  args: { members: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copy.loadingLabel)).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** No members yet: 'No team members found' and 'Add Your First Team Member', which opens the form. */
export const Empty: Story = {
  args: { allMembers: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: copy.empty })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: copy.addFirst }));
    await waitFor(() => expect(page(canvasElement).getByRole('dialog', { name: copy.form.addTitle })).toBeVisible(), dialogArrival);
  },
};

/** A search that finds nothing. */
export const EmptySearch: Story = {
  args: { viewState: { search: 'nobody by that name', page: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: copy.emptySearch })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: copy.addFirst })).not.toBeInTheDocument();
  },
};

/** The list failed to load (spec 2 section 8, 500): the banner with Retry. */
export const LoadError: Story = {
  args: { members: undefined, isLoading: false, loadError: copy.errors.listLoad.server, onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(copy.errors.listLoad.server)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: en.common.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Three pages: a 200-character name, an Arabic name and title, a plus-sign e-mail on a subdomain. */
export const FullWithLongValues: Story = {
  args: { allMembers: [...edgeCaseMembers(), ...teamMembers(18, 31)].map((member, index) => ({ ...member, id: index + 1 })) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(10);
    await expect(canvas.getByText(en.common.pageOf(1, 3))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: en.common.nextPage }));
    await expect(canvas.getByText(en.common.pageOf(2, 3))).toBeVisible();
  },
};

/** Below 768 px: cards, and the search behind 'Show Filters'. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('list', { name: copy.listLabel })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: en.common.showFilters }));
    await expect(canvas.getByRole('searchbox', { name: copy.searchLabel })).toBeVisible();
    await expect(canvas.getByRole('button', { name: en.common.hideFilters })).toBeVisible();
  },
};

/** Save on an empty Add form: the three required messages; Escape does not close it. */
export const AddFormMessages: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: copy.addMember }));
    const form = within(await page(canvasElement).findByRole('dialog', { name: copy.form.addTitle }, dialogArrival));
    await userEvent.click(form.getByRole('button', { name: copy.form.save }));
    for (const message of [copy.form.nameRequired, copy.form.titleRequired, copy.form.imageRequired]) {
      // Visible once the dialog's entry transition has run, which a busy machine can stretch.
      await waitFor(() => expect(form.getByText(message)).toBeVisible());
    }
    await userEvent.keyboard('{Escape}');
    await expect(page(canvasElement).getByRole('dialog', { name: copy.form.addTitle })).toBeVisible();
  },
};

/** The delete fails (spec 2 section 8, 403): the confirmation stays with the message. */
export const DeleteFails: Story = {
  args: { onDelete: async () => ({ ok: false, message: copy.errors.delete.forbidden }) },
  play: async ({ canvas, canvasElement }) => {
    const [firstName] = canvas.getAllByRole('rowheader').map((cell) => cell.textContent ?? '');
    await userEvent.click(canvas.getByRole('button', { name: copy.deleteMember(firstName ?? '') }));
    const body = page(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: copy.deleteDialog.confirm }, dialogArrival));
    await waitFor(() => expect(body.getByText(copy.errors.delete.forbidden)).toBeVisible());
    await expect(body.getByRole('alertdialog', { name: copy.deleteDialog.title })).toBeVisible();
  },
};

/** The member to edit cannot be loaded (spec 2 section 8, 404). */
export const EditLoadFails: Story = {
  args: { onLoadMember: async () => ({ ok: false, message: copy.errors.loadForEdit.notFound }) },
  play: async ({ canvas, canvasElement }) => {
    const [firstName] = canvas.getAllByRole('rowheader').map((cell) => cell.textContent ?? '');
    await userEvent.click(canvas.getByRole('button', { name: copy.editMember(firstName ?? '') }));
    await waitFor(() => expect(page(canvasElement).getByText(copy.errors.loadForEdit.notFound)).toBeVisible(), dialogArrival);
  },
};
