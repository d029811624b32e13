import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Badge, badgeTones } from './Badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: '12 approved properties' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: (args) => (
    <Stack direction="row" gap="small">
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const tone of badgeTones) await expect(canvas.getByText(tone)).toBeVisible();
  },
};

/** A bare count: the `aria-label` gives it words when read aloud. */
export const Count: Story = {
  render: () => (
    <Stack direction="row" gap="small">
      <Text as="span" size="small">
        English, Arabic
      </Text>
      <Badge tone="primary" aria-label="2 more languages">
        +2
      </Badge>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('2 more languages')).toHaveTextContent('+2');
  },
};

/** Long labels stay on one line and end in an ellipsis instead of growing the layout. */
export const LongText: Story = {
  args: { tone: 'info', children: 'Business Bay, Downtown Dubai, Dubai Marina, Jumeirah Village Circle' },
  render: (args) => (
    <div style={{ maxInlineSize: 200 }}>
      <Badge {...args} title={String(args.children)} />
    </div>
  ),
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <Stack direction="row" gap="small">
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone} />
      ))}
    </Stack>
  ),
};
