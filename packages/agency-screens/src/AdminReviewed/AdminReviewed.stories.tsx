import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminReviewed } from './AdminReviewed';
import { connectedReviewedStories } from '../ReviewedProperties/stories/connectedReviewedStories';

const shared = connectedReviewedStories('admin');

const meta = {
  title: 'Screens/AdminReviewed/Connected',
  component: AdminReviewed,
  ...shared.meta,
} satisfies Meta<typeof AdminReviewed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Typical: Story = shared.stories.Typical;
export const Loading: Story = shared.stories.Loading;
/** Admin Reviewed's own error state, 'Error Loading Properties' (spec 3 section 8). */
export const ListFails: Story = shared.stories.ListFails;
export const DeleteFails: Story = shared.stories.DeleteFails;
export const OpensFaqs: Story = shared.stories.OpensFaqs;
/** Every listing's text and picture a vector of the XSS corpus: shown as text, nothing runs or loads. */
export const HostileText: Story = shared.stories.HostileText;
