import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Icon, iconNames, iconSizes } from './Icon';

const meta = {
  title: 'UI/Icon',
  component: Icon,
  args: { name: 'home' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: hidden from assistive technology. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Gallery: Story = {
  render: (args) => (
    <Box display="grid" gridTemplateColumns={{ mobile: 2, tablet: 4 }} gap="medium">
      {iconNames.map((name) => (
        <Stack key={name} direction="row" gap="small">
          <Icon {...args} name={name} />
          <Text as="span" size="small">
            {name}
          </Text>
        </Stack>
      ))}
    </Box>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row">
      <Icon {...args} size="small" />
      <Icon {...args} size="medium" />
      <span style={{ display: 'inline-block', inlineSize: 48, blockSize: 48 }}>
        <Icon {...args} size="fill" />
      </span>
    </Stack>
  ),
};

/** Takes the text colour around it. */
export const InheritsColour: Story = {
  render: (args) => (
    <Text tone="danger" size="small" weight="semibold">
      <Icon {...args} name="alert" size="small" /> File size must be less than 10MB
    </Text>
  ),
};

/** With `label` the icon stands alone and is announced as an image. */
export const Labelled: Story = {
  args: { name: 'star', label: 'Featured' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Featured' })).toBeInTheDocument();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: Gallery.render,
};

/**
 * In right-to-left text the glyphs that point along the line are mirrored (a 'next' chevron points left);
 * the others, and a directional glyph inside a left-to-right island, are drawn as they are.
 */
export const RightToLeft: Story = {
  render: (args) => (
    <div dir="rtl">
      <Stack direction="row" gap="small">
        <Icon {...args} name="chevronLeft" data-testid="chevronLeft" />
        <Icon {...args} name="chevronRight" data-testid="chevronRight" />
        <Icon {...args} name="logout" data-testid="logout" />
        <Icon {...args} name="search" data-testid="search" />
        <Icon {...args} name="close" data-testid="close" />
        <Icon {...args} name="check" data-testid="check" />
        <Icon {...args} name="chevronDown" data-testid="chevronDown" />
        <span dir="ltr">
          <Icon {...args} name="chevronRight" data-testid="chevronRight in ltr" />
        </span>
      </Stack>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const transformOf = (testId: string) => getComputedStyle(within(canvasElement).getByTestId(testId)).transform;
    const mirrored = 'matrix(-1, 0, 0, 1, 0, 0)';
    for (const name of ['chevronLeft', 'chevronRight', 'logout']) await expect(transformOf(name)).toBe(mirrored);
    for (const name of ['search', 'close', 'check', 'chevronDown', 'chevronRight in ltr']) await expect(transformOf(name)).toBe('none');
  },
};
