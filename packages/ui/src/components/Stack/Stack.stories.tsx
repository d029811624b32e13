import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from './Stack';

const meta = {
  title: 'UI/Stack',
  component: Stack,
  args: {
    children: ['Reset', 'Export CSV', 'Add Member'].map((label) => (
      <Button key={label} variant="secondary">
        {label}
      </Button>
    )),
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Column: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(3);
  },
};

export const RowWrapping: Story = { args: { direction: 'row', gap: 'small' } };

export const RowNarrow: Story = {
  args: { direction: 'row', gap: 'small' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
