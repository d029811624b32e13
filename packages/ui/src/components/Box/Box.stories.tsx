import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from '../Text/Text';
import { Box } from './Box';

const meta = {
  title: 'UI/Box',
  component: Box,
  args: { padding: 'large', background: 'surface', borderRadius: 'medium', boxShadow: 'small' },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Surface: Story = {
  args: { children: <Text>A surface built from layout atoms.</Text> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('A surface built from layout atoms.')).toBeVisible();
  },
};

/** One column below 768 px, three from the tablet breakpoint up. */
export const ResponsiveGrid: Story = {
  args: {
    display: 'grid',
    gridTemplateColumns: { mobile: 1, tablet: 3 },
    gap: 'medium',
    children: ['Approved', 'Pending', 'Rejected'].map((label) => (
      <Box key={label} padding="medium" background="muted" borderRadius="small">
        <Text size="small">{label}</Text>
      </Box>
    )),
  },
};

export const ResponsiveGridNarrow: Story = {
  ...ResponsiveGrid,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
