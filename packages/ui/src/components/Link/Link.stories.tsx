import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon/Icon';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Link, linkVariants } from './Link';

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { children: 'View property', href: '#property', onPress: fn() },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <Text size="small">
      Dates use M/D/YYYY. See the <Link {...args}>upload guidelines</Link> for every column.
    </Text>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'upload guidelines' });
    await expect(link).toHaveAttribute('href', '#property');
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone', href: '#projects' },
  render: (args) => (
    <Link {...args}>
      <Icon name="chevronLeft" size="small" />
      Back to Project Selection
    </Link>
  ),
};

export const Variants: Story = {
  render: (args) => (
    <Stack>
      {linkVariants.map((variant) => (
        <Link key={variant} {...args} variant={variant}>
          {`${variant[0]?.toUpperCase()}${variant.slice(1)} link`}
        </Link>
      ))}
    </Stack>
  ),
};

/** Opens in a new tab: `rel` gets `noopener noreferrer` and the text says so to screen readers. */
export const External: Story = {
  args: { href: 'https://example.com', target: '_blank', children: 'Company website' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Company website (opens in a new tab)' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** Without `href` it is an action with link semantics; Enter calls `onPress`. */
export const Action: Story = {
  args: { href: undefined, variant: 'standalone', children: 'Show all reviews' },
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Show all reviews' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, href: undefined, children: 'Manage FAQs' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Manage FAQs' }));
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const LongTextNarrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <Text size="small">
      Property information, location details, dates and completion status:{' '}
      <Link {...args}>read the full description of every field in the property form before you start</Link>.
    </Text>
  ),
};
