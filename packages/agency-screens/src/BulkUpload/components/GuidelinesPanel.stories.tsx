import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { expect } from 'storybook/test';
import { GuidelinesPanel } from './GuidelinesPanel';

const copy = en.bulkUpload.guidelines;

const meta = {
  title: 'Screens/BulkUpload/GuidelinesPanel',
  component: GuidelinesPanel,
  args: { headingLevel: 2 },
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3] } },
} satisfies Meta<typeof GuidelinesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The guidance of spec 1 section 5 beside the CSV area. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: copy.title })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(7);
    await expect(canvas.getByText(copy.columns(39))).toBeVisible();
    await expect(canvas.getByText(copy.maxSize(10))).toBeVisible();
  },
};

/** Below 768 px the long field lists wrap inside the card. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
