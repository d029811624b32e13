import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { buttonSizes, buttonVariants } from './Button';
import { PlainButton } from './PlainButton';

const meta = {
  title: 'UI/PlainButton',
  component: PlainButton,
  args: { children: 'View Details', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof PlainButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Secondary: Story = {
  args: { variant: 'secondary', size: 'small' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'View Details' });
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <Stack direction="row">
      {buttonVariants.map((variant) => (
        <PlainButton key={variant} {...args} variant={variant}>
          {variant[0]?.toUpperCase() + variant.slice(1)}
        </PlainButton>
      ))}
    </Stack>
  ),
};

/** Keyboard focus shows the same ring as `Button`'s. */
export const Focused: Story = {
  args: { variant: 'secondary' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidthNarrow: Story = {
  args: { fullWidth: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
