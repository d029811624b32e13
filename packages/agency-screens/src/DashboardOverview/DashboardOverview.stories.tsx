import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dashboardCounterStatuses, type DashboardCounterStatus } from './dashboardCounters';
import { createStorySandbox } from '../shared/stories/storySandbox';
import { DashboardOverview } from './DashboardOverview';
import { adminReviewedHref, demoAgencyId, seededCounts } from './stories/dashboardStoryData';

// The connected screen on the sandbox (msw in the story's page): the real search call, faults injected per story.
const { sandbox, connectedMeta } = createStorySandbox();
const copy = en.dashboard;
const searchRoute = 'GET /api/property/search';

const meta = {
  title: 'Screens/DashboardOverview/Connected',
  component: DashboardOverview,
  parameters: { layout: 'padded' },
  ...connectedMeta(),
  args: { agencyId: demoAgencyId, hrefFor: adminReviewedHref },
  argTypes: { hrefFor: { control: false } },
} satisfies Meta<typeof DashboardOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

const counterLink = (canvasElement: HTMLElement, status: DashboardCounterStatus) => within(canvasElement).getByRole('link', { name: new RegExp(`^${copy[status]}`) });

/** Waits until every counter shows the seed's figure and links to its admin-reviewed tab. */
async function expectSeededCounters(canvasElement: HTMLElement) {
  for (const status of dashboardCounterStatuses) {
    await waitFor(() => expect(within(counterLink(canvasElement, status)).getByText(seededCounts[status].toLocaleString())).toBeVisible());
    await expect(counterLink(canvasElement, status)).toHaveAttribute('href', adminReviewedHref(status));
  }
}

/** The demo agency's counts as the sandbox serves them. */
export const Typical: Story = {
  play: async ({ canvasElement }) => {
    await expectSeededCounters(canvasElement);
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** The search never answers: each counter shows '...'. */
export const Loading: Story = {
  beforeEach() {
    sandbox.faults.set(searchRoute, { never: true });
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText(copy.loadingValue)).toHaveLength(3);
    for (const status of dashboardCounterStatuses) {
      await expect(counterLink(canvasElement, status)).toHaveAttribute('href', adminReviewedHref(status));
    }
  },
};

/** The search answers 500: 'Failed to fetch property counts. Please try again later.' with Retry. */
export const LoadError: Story = {
  name: 'Error',
  beforeEach() {
    sandbox.faults.set(searchRoute, { status: 500 });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(copy.loadFailed, undefined)).toBeVisible();
    await expect(canvas.getByRole('button', { name: en.common.retry })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText(copy.noCount)).toHaveLength(3));
  },
};

/** The first search fails; Retry asks again and the seed's counts replace the error. */
export const RetryRecovers: Story = {
  beforeEach() {
    sandbox.faults.set(searchRoute, { status: 500, times: 1 });
  },
  play: async ({ canvasElement, canvas }) => {
    await canvas.findByText(copy.loadFailed, undefined);
    await userEvent.click(canvas.getByRole('button', { name: en.common.retry }));
    await expectSeededCounters(canvasElement);
    await waitFor(() => expect(canvas.queryByText(copy.loadFailed)).toBeNull());
  },
};
