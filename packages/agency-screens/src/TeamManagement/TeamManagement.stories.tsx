import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createStorySession } from '../shared/stories/storySession';
import { TeamManagement } from './TeamManagement';
import { hostileTextStory } from '../shared/hostileText/hostileTextStory';

// The connected screen on the sandbox (msw in the story's page) with a real session signed in as the
// demo agency, whose login id scopes the list; faults per story show the catalogue's messages.
const { sandbox, signedInDecorators, signInDemoAgency } = createStorySession();
const copy = en.team;

const meta = {
  title: 'Screens/TeamManagement/Connected',
  component: TeamManagement,
  parameters: { layout: 'padded' },
  decorators: signedInDecorators,
  beforeEach: ({ msw }) => signInDemoAgency(msw),
} satisfies Meta<typeof TeamManagement>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo agency's team as the sandbox serves it. */
export const Typical: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('rowheader').length).toBeGreaterThan(0));
    await expect(canvas.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
  },
};

/** The list never answers: skeleton rows. */
export const Loading: Story = {
  beforeEach() {
    sandbox.faults.set('GET /api/team-members/search', { never: true });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(copy.loadingLabel)).toBeInTheDocument();
  },
};

/** The list answers 500: 'The server encountered an error...'; Retry loads it. */
export const LoadFails: Story = {
  beforeEach() {
    sandbox.faults.set('GET /api/team-members/search', { status: 500, times: 1 });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(copy.errors.listLoad.server, undefined)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: en.common.retry }));
    await waitFor(() => expect(canvas.getAllByRole('rowheader').length).toBeGreaterThan(0));
  },
};

/** The list is refused (403): the permission message. */
export const LoadForbidden: Story = {
  beforeEach() {
    sandbox.faults.set('GET /api/team-members/search', { status: 403 });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(copy.errors.listLoad.forbidden, undefined)).toBeVisible();
  },
};

/** The delete answers 404: 'This team member may have already been deleted.' in the confirmation. */
export const DeleteNotFound: Story = {
  beforeEach() {
    sandbox.faults.set('DELETE /api/team-members/:id', { status: 404 });
  },
  play: async ({ canvas, canvasElement }) => {
    const [first] = await canvas.findAllByRole('rowheader', undefined);
    await userEvent.click(canvas.getByRole('button', { name: copy.deleteMember(first?.textContent ?? '') }));
    const body = within(canvasElement.ownerDocument.body);
    // The dialogs' code loads on first use (a dev server transforms it then).
    await userEvent.click(await body.findByRole('button', { name: copy.deleteDialog.confirm }));
    await waitFor(() => expect(body.getByText(copy.errors.delete.notFound)).toBeVisible());
  },
};

/** Every member's name, title and picture a vector of the XSS corpus: shown as text, nothing runs or loads. */
export const HostileText: Story = hostileTextStory(sandbox);
