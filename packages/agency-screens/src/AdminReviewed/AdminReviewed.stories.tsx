import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { demoAgencyCredentials } from '@marketplace/domain/fixtures';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { AdminReviewed } from './AdminReviewed';
import { createStorySession } from '../shared/stories/storySession';

// The connected screen on the sandbox (msw in the story's page) with a real session signed in as the
// demo agency, whose profile id scopes the lists; faults per story show the catalogue's messages.
const { sandbox, withSession, resetSession } = createStorySession();
const copy = en.reviewLists;

const meta = {
  title: 'Screens/AdminReviewed/Connected',
  component: AdminReviewed,
  parameters: { layout: 'padded' },
  args: { editHrefFor: (property) => `#edit-${property.id}` },
  decorators: [
    withSession,
    (Story) => (
      <SWRConfig value={{ provider: () => new Map() }}>
        <Story />
      </SWRConfig>
    ),
  ],
  async beforeEach({ msw }) {
    await resetSession(msw).signIn(demoAgencyCredentials.email, demoAgencyCredentials.password);
  },
} satisfies Meta<typeof AdminReviewed>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The demo agency's listings as the sandbox serves them, with the three tab counts. */
export const Typical: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: copy.adminTitle })).toBeVisible();
    // Each tab's count arrives with its own search; the tabs show them all at once.
    await expect(await canvas.findByText(/^\d+ approved properties$/, {}, { timeout: 8000 })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('tab').map((tab) => /\d/.test(tab.textContent ?? ''))).toEqual([true, true, true]), { timeout: 8000 });
  },
};

/** The list never answers: card skeletons. */
export const Loading: Story = {
  beforeEach() {
    sandbox.faults.set('GET /api/property/search', { never: true });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(copy.loadingLabel)).toBeInTheDocument();
  },
};

/** The list fails (500): the screen's error state (spec 3 section 8) and the toast 'Failed to fetch properties'; Try Again loads it. */
export const ListFails: Story = {
  beforeEach() {
    sandbox.faults.set('GET /api/property/search', { status: 500, times: 3 });
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: copy.errorTitle }, { timeout: 5000 })).toBeVisible();
    await expect(await page(canvasElement).findByText(copy.fetchFailed, { selector: '[slot="title"]' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: copy.tryAgain }));
    await waitFor(() => expect(canvas.queryByRole('heading', { name: copy.errorTitle })).not.toBeInTheDocument(), { timeout: 5000 });
  },
};

/** A delete the server refuses (409): the card leaves, then comes back with the server's words. */
export const DeleteFails: Story = {
  beforeEach() {
    sandbox.faults.set('DELETE /api/property/:id', { status: 409, body: { message: { en: 'Property has open enquiries' } }, delayMs: 300 });
  },
  play: async ({ canvas, canvasElement }) => {
    const [first] = await canvas.findAllByRole('article', {}, { timeout: 5000 });
    const name = first?.getAttribute('aria-label') ?? '';
    await userEvent.click(canvas.getByRole('button', { name: en.propertyCard.deleteOf(name) }));
    const dialog = await page(canvasElement).findByRole('alertdialog', {}, { timeout: 5000 });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: en.propertyCard.deleteDialog.confirm }));
    await waitFor(() => expect(canvas.queryByRole('article', { name })).not.toBeInTheDocument());
    await expect(await page(canvasElement).findByText('Error: 409 - Property has open enquiries', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(await canvas.findByRole('article', { name })).toBeVisible();
  },
};

/** Manage FAQs on a public listing opens the FAQ dialog, loaded on first use. */
export const OpensFaqs: Story = {
  play: async ({ canvas, canvasElement }) => {
    const [button] = await canvas.findAllByRole('button', { name: /^Manage FAQs of / }, { timeout: 5000 });
    const name = (button?.getAttribute('aria-label') ?? '').replace(/^Manage FAQs of /, '');
    await userEvent.click(button as HTMLElement);
    const dialog = await page(canvasElement).findByRole('dialog', { name: en.faq.dialogTitle(name) }, { timeout: 5000 });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
