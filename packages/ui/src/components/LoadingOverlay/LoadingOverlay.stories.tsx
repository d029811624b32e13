import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingOverlay } from './LoadingOverlay';

const meta = {
  title: 'UI/LoadingOverlay',
  component: LoadingOverlay,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Loading Dashboard', description: 'Please wait while we set things up...' },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading Dashboard');
  },
};

export const TitleOnly: Story = { args: { description: undefined } };

export const Narrow: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
