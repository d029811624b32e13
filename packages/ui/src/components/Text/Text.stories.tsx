import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Text, textSizes, textTones, textWeights } from './Text';

const meta = {
  title: 'UI/Text',
  component: Text,
  args: { children: 'Please wait while we set things up...' },
  argTypes: {
    size: { control: 'select', options: textSizes },
    tone: { control: 'select', options: textTones },
    weight: { control: 'select', options: textWeights },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: (args) => (
    <Stack gap="xsmall">
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          {tone}: {args.children}
        </Text>
      ))}
    </Stack>
  ),
};

export const Headings: Story = {
  render: () => (
    <Stack gap="small">
      <Text as="h1" size="xxlarge" weight="bold">
        Agency Team Management
      </Text>
      <Text as="h2" size="xlarge" weight="semibold">
        Customer Reviews
      </Text>
      <Text as="h3" size="large" weight="semibold">
        Property Information
      </Text>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Agency Team Management');
  },
};

export const LongTextNarrow: Story = {
  args: {
    children:
      'A very long description of a waterfront apartment in Dubai Marina with panoramic sea views, private beach access and a 24-hour concierge that must wrap on a phone.',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
