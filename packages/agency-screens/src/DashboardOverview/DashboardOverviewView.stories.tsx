import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dashboardCounterStatuses, type DashboardCounts } from './dashboardCounters';
import { DashboardOverviewView } from './DashboardOverviewView';
import { adminReviewedHref, largeCounts, seededCounts, zeroCounts } from './stories/dashboardStoryData';

const copy = en.dashboard;

const meta = {
  title: 'Screens/DashboardOverview/View',
  component: DashboardOverviewView,
  args: {
    counts: seededCounts,
    isLoading: false,
    error: null,
    onRetry: fn(),
    hrefFor: adminReviewedHref,
  },
  argTypes: { hrefFor: { control: false } },
} satisfies Meta<typeof DashboardOverviewView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each counter is a link to its admin-reviewed tab, labelled by what it counts, showing `figure`. */
async function expectCounters(canvasElement: HTMLElement, figure: (status: keyof DashboardCounts) => string) {
  const canvas = within(canvasElement);
  for (const status of dashboardCounterStatuses) {
    const link = canvas.getByRole('link', { name: new RegExp(`^${copy[status]}`) });
    await expect(link).toHaveAttribute('href', adminReviewedHref(status));
    await expect(within(link).getByText(figure(status))).toBeVisible();
  }
}

/** The counts are on their way: each counter shows '...'. */
export const Loading: Story = {
  args: { counts: null, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(copy.loadingValue)).toHaveLength(3);
    await expectCounters(canvasElement, () => copy.loadingValue);
  },
};

/** The search failed: the red banner says so, the counters show a dash, Retry asks again. */
export const LoadError: Story = {
  name: 'Error',
  args: { counts: null, error: copy.loadFailed },
  play: async ({ args, canvasElement, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.loadFailed);
    await expectCounters(canvasElement, () => copy.noCount);
    await userEvent.click(canvas.getByRole('button', { name: en.common.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The demo agency's counts from the sandbox's seed. */
export const Typical: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
    await expectCounters(canvasElement, (status) => seededCounts[status].toLocaleString());
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** An agency with nothing listed yet: three zeros, still links. */
export const Zero: Story = {
  args: { counts: zeroCounts },
  play: async ({ canvasElement }) => {
    await expectCounters(canvasElement, () => (0).toLocaleString());
  },
};

const large = largeCounts();

/** Seven-digit counts keep their group separators and fit their cards, side by side on a desktop. */
export const LargeNumbers: Story = {
  args: { counts: large },
  play: async ({ canvasElement }) => {
    await expectCounters(canvasElement, (status) => large[status].toLocaleString());
    const tops = dashboardCounterStatuses.map((status) => within(canvasElement).getByRole('link', { name: new RegExp(`^${copy[status]}`) }).getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
  },
};

/** Below 768 px the counters stack in one column. */
export const Narrow: Story = {
  args: { counts: large },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const [first, second, third] = dashboardCounterStatuses.map((status) => canvas.getByRole('link', { name: new RegExp(`^${copy[status]}`) }).getBoundingClientRect());
    if (!first || !second || !third) throw new Error('three counters expected');
    await expect(second.top).toBeGreaterThanOrEqual(first.bottom);
    await expect(third.top).toBeGreaterThanOrEqual(second.bottom);
    await expect(second.left).toBe(first.left);
  },
};
