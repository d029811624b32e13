import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import { ThemeProvider } from './ThemeProvider';

/** Every story already sits in a ThemeProvider (the preview decorator); embedders wrap their app in one. */
const meta = {
  title: 'UI/ThemeProvider',
  component: ThemeProvider,
  args: {
    children: (
      <>
        <Text>Themed content</Text>
        <Button>Themed button</Button>
      </>
    ),
  },
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Nested: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Themed button' })).toBeVisible();
  },
};
