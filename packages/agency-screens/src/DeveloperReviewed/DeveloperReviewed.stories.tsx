import type { Meta, StoryObj } from '@storybook/react-vite';
import { DeveloperReviewed } from './DeveloperReviewed';
import { connectedReviewedStories } from '../ReviewedProperties/stories/connectedReviewedStories';

const shared = connectedReviewedStories('developer');

const meta = {
  title: 'Screens/DeveloperReviewed/Connected',
  component: DeveloperReviewed,
  ...shared.meta,
} satisfies Meta<typeof DeveloperReviewed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Typical: Story = shared.stories.Typical;
export const Loading: Story = shared.stories.Loading;
/** The developer screen empties the list, 'No Properties Found' (spec 3 section 8). */
export const ListFails: Story = shared.stories.ListFails;
/** Every listing's text and picture a vector of the XSS corpus: shown as text, nothing runs or loads. */
export const HostileText: Story = shared.stories.HostileText;
