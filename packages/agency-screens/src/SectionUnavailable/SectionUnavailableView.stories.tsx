import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { expect, within } from 'storybook/test';
import { SectionUnavailableView } from './SectionUnavailableView';

const meta = {
  title: 'Screens/SectionUnavailable',
  component: SectionUnavailableView,
  args: { sectionTitle: en.shell.sections['team-management'] },
} satisfies Meta<typeof SectionUnavailableView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(en.shell.sectionUnavailableBody)).toBeVisible();
  },
};

export const Narrow: Story = {
  args: { sectionTitle: en.shell.sections['developer-reviewed'] },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
