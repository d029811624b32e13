import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { iconNames } from '../Icon/Icon';
import { Stack } from '../Stack/Stack';
import { IconButton, iconButtonSizes, iconButtonVariants } from './IconButton';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { icon: 'edit', label: 'Edit property', onPress: fn() },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab onto the button: the label shows at once as a tooltip; Enter presses it. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Edit property' });
    await expect(button).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Edit property');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Variants: Story = {
  render: (args) => (
    <Stack direction="row">
      {iconButtonVariants.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} label={`Delete (${variant})`} icon="trash" />
      ))}
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row">
      {iconButtonSizes.map((size) => (
        <IconButton key={size} {...args} size={size} label={`Close (${size})`} icon="close" />
      ))}
    </Stack>
  ),
};

export const AllIcons: Story = {
  render: (args) => (
    <Stack direction="row" gap="small">
      {iconNames.map((name) => (
        <IconButton key={name} {...args} icon={name} label={name} variant="ghost" />
      ))}
    </Stack>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit property' }));
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, variant: 'primary', icon: 'upload', label: 'Upload media' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Upload media' });
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const LongLabel: Story = {
  args: {
    icon: 'info',
    label: 'Some fields are pre-filled from the project and locked; the developer must approve the property again after an edit',
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(/developer must approve/);
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <Stack direction="row" gap="small">
      <IconButton {...args} icon="eye" label="View" />
      <IconButton {...args} icon="edit" label="Edit" />
      <IconButton {...args} icon="trash" label="Delete" variant="danger" />
    </Stack>
  ),
};
