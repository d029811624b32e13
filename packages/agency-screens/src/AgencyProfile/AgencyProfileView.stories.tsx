import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { demoProfile, storyServiceAreas } from './details/stories/profileStoryData';
import { StatefulAgencyProfileView } from './stories/StatefulAgencyProfileView';

const text = en.agencyProfile;

const meta = {
  title: 'Screens/AgencyProfile/View',
  component: StatefulAgencyProfileView,
  parameters: { layout: 'padded' },
  args: { profile: demoProfile, serviceAreas: storyServiceAreas, isLoading: false, loadError: null, onRetry: fn() },
} satisfies Meta<typeof StatefulAgencyProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded demo agency: header, details and the customer reviews, from the fixtures alone. */
export const Typical: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: demoProfile.name ?? '' })).toBeVisible();
    await expect(canvas.getByText(en.reviews.title)).toBeVisible();
  },
};

/** Edit Profile shows Change Cover and Change Picture in the header; Cancel hides them again. */
export const EditThenCancel: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: text.editProfile }));
    await expect(canvas.getByRole('button', { name: text.changeCover })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text.cancel }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: text.changeCover })).toBeNull());
  },
};

/** Still loading: the placeholder, no parts. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en.common.loading)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: text.editProfile })).toBeNull();
  },
};

/** The load failed: its message and Retry instead of the parts. */
export const LoadFailed: Story = {
  args: { loadError: text.loadFailed(500) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(text.loadFailed(500))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: en.common.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
