import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { expect, within } from 'storybook/test';
import { EditPropertyBanners } from './EditPropertyBanners';
import { editStoryStandalone, editStoryStates, editStoryUnit, longReasonsUnit } from './stories/editStoryData';

const copy = en.propertyEdit;

const meta = {
  title: 'Screens/PropertyForm/Edit/Banners',
  component: EditPropertyBanners,
  parameters: { layout: 'padded' },
  args: { property: editStoryStandalone(editStoryStates.rejected) },
} satisfies Meta<typeof EditPropertyBanners>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rejected by the admin (listing status 9): the title and the reason. */
export const Rejected: Story = {
  play: async ({ canvas, args }) => {
    const banner = canvas.getByRole('alert');
    await expect(within(banner).getByText(copy.rejectedTitle)).toBeVisible();
    await expect(within(banner).getByRole('definition')).toHaveTextContent(args.property.rejectedOrBlockReason ?? '');
  },
};

/** A unit its developer rejected: the developer's reason, then the project-property notice. */
export const RejectedByDeveloper: Story = {
  args: { property: editStoryUnit(editStoryStates.rejectedByDeveloper) },
  play: async ({ canvas, args }) => {
    const banner = canvas.getByRole('alert');
    await expect(within(banner).getByText(copy.rejectedByDeveloperTitle)).toBeVisible();
    await expect(within(banner).getByRole('definition')).toHaveTextContent(args.property.developerRejectReason ?? '');
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.projectPropertyNotice);
  },
};

/** A unit waiting for its developer: only the notice that fields are locked and approval restarts. */
export const ProjectProperty: Story = {
  args: { property: editStoryUnit(editStoryStates.projectPending) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copy.projectPropertyTitle)).toBeVisible();
    await expect(canvas.getByText(copy.projectPropertyNotice)).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A standalone listing waiting for review: no banner at all. */
export const NoBanner: Story = {
  args: { property: editStoryStandalone(editStoryStates.pending) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};

/** Rejected by both, with long reasons, on a phone (375 px): all three banners wrap, nothing scrolls sideways. */
export const LongReasonsNarrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { property: longReasonsUnit() },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await expect(canvas.getByText(copy.projectPropertyNotice)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
