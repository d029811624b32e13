import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Stack } from '../Stack/Stack';
import { StatusChip } from '../StatusChip/StatusChip';
import { Text } from '../Text/Text';
import { Card, cardPaddings } from './Card';

const sampleImage =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160"><rect width="320" height="160" fill="#9fb8d6"/><rect y="110" width="320" height="50" fill="#5d7fa8"/></svg>',
  );

/** The element at the centre of `element`, as a real pointer would hit it. */
function hitAt(element: Element) {
  const rect = element.getBoundingClientRect();
  const hit = element.ownerDocument.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
  if (!hit) throw new Error('nothing under the pointer');
  return hit;
}

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    title: 'Marina Heights',
    subtitle: 'Dubai Marina, Dubai',
    children: <Text size="small">A residential tower with 42 floors and sea views.</Text>,
  },
  argTypes: { padding: { control: 'inline-radio', options: cardPaddings } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithActionsAndFooter: Story = {
  args: {
    actions: (
      <>
        <IconButton icon="edit" label="Edit" variant="ghost" size="small" />
        <IconButton icon="trash" label="Delete" variant="ghost" size="small" />
      </>
    ),
    footer: (
      <>
        <Button variant="secondary" size="small">
          Cancel
        </Button>
        <Button size="small">Save Changes</Button>
      </>
    ),
  },
};

export const Paddings: Story = {
  render: (args) => (
    <Stack>
      {cardPaddings.map((padding) => (
        <Card key={padding} {...args} padding={padding} title={`Padding ${padding}`} />
      ))}
    </Stack>
  ),
};

/** The title is a real link stretched over the card; header actions stay separate buttons. */
export const InteractiveLink: Story = {
  args: {
    href: '#project',
    as: 'article',
    media: <img src={sampleImage} alt="" style={{ inlineSize: '100%', blockSize: 140, objectFit: 'cover' }} />,
    actions: <StatusChip tone="info">Under Construction</StatusChip>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Marina Heights' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '#project');
    await expect(hitAt(canvas.getByText(/sea views/))).toBe(link);
  },
};

/** A card whose action is a button: pressing anywhere on it presses the one button. */
export const InteractiveButton: Story = {
  args: {
    onPress: fn(),
    actions: <IconButton icon="trash" label="Delete" variant="ghost" size="small" onPress={fn()} />,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const primary = canvas.getByRole('button', { name: 'Marina Heights' });
    await userEvent.click(hitAt(canvas.getByText(/sea views/)));
    await expect(args.onPress).toHaveBeenCalledTimes(1);

    const remove = canvas.getByRole('button', { name: 'Delete' });
    await expect(remove.contains(hitAt(remove))).toBe(true);
    await userEvent.click(hitAt(remove));
    await expect(args.onPress).toHaveBeenCalledTimes(1);

    primary.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

/** Without a title the primary action takes its name from `actionLabel`. */
export const InteractiveWithoutTitle: Story = {
  args: { title: undefined, subtitle: undefined, onPress: fn(), actionLabel: 'Open Marina Heights' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open Marina Heights' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const LongContent: Story = {
  args: {
    title: 'The Residences at Jumeirah Village Circle, Tower B, Phase Two, with a very long project name',
    subtitle: 'Plot 12, District 15, Jumeirah Village Circle, Dubai, United Arab Emirates, near the community park',
    actions: <IconButton icon="edit" label="Edit" variant="ghost" size="small" />,
    children: (
      <Text size="small">
        A long description wraps inside the card instead of widening it. Every floor has four units with two to four
        bedrooms, a balcony and a storage room; the podium holds parking, a gym and a pool with a view over the park.
      </Text>
    ),
  },
};

export const NarrowGrid: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <Box display="grid" gridTemplateColumns={{ mobile: 1, tablet: 3 }} gap="large">
      <Card {...args} href="#one" />
      <Card {...args} title="Creek Vista" href="#two" />
      <Card {...args} title="Palm Residences" href="#three" />
    </Box>
  ),
};
