import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { demoAgencyCredentials } from '@marketplace/domain/fixtures';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { DeveloperReviewed } from './DeveloperReviewed';
import { createStorySession } from '../shared/stories/storySession';

// The connected screen on the sandbox (msw in the story's page) with a real session signed in as the
// demo agency, whose profile id scopes the lists; faults per story show the catalogue's messages.
const { sandbox, withSession, resetSession } = createStorySession();
const copy = en.reviewLists;

const meta = {
  title: 'Screens/DeveloperReviewed/Connected',
  component: DeveloperReviewed,
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
} satisfies Meta<typeof DeveloperReviewed>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The demo agency's listings as the sandbox serves them, with the three tab counts. */
export const Typical: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: copy.developerTitle })).toBeVisible();
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
    await expect(await canvas.findByRole('heading', { name: copy.emptyTitle }, { timeout: 5000 })).toBeVisible();
    await expect(await page(canvasElement).findByText(copy.fetchFailed, { selector: '[slot="title"]' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: copy.tryAgain }));
    await waitFor(() => expect(canvas.queryByRole('heading', { name: copy.emptyTitle })).not.toBeInTheDocument(), { timeout: 5000 });
  },
};
