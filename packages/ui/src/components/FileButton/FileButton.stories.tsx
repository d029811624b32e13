import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buttonSizes, buttonVariants } from '../Button/Button';
import { FileButton } from './FileButton';

const meta = {
  title: 'UI/FileButton',
  component: FileButton,
  args: { children: 'Change Picture', acceptedFileTypes: ['image/*'], variant: 'secondary', onSelect: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof FileButton>;

export default meta;
type Story = StoryObj<typeof meta>;

function fileInputBeside(button: HTMLElement): HTMLInputElement {
  const input = button.parentElement?.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input beside the button');
  return input;
}

/** The system chooser cannot open in a test; the hidden input beside the button stands in for it. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Change Picture' });
    const input = fileInputBeside(button);
    await expect(input).toHaveAttribute('accept', 'image/*');
    const photo = new File(['x'], 'logo.png', { type: 'image/png' });
    await userEvent.upload(input, photo);
    await expect(args.onSelect).toHaveBeenCalledWith([photo]);
  },
};

export const Multiple: Story = {
  args: { children: 'Upload Media', allowsMultiple: true, acceptedFileTypes: ['image/*', 'video/*'], variant: 'primary' },
  play: async ({ canvasElement }) => {
    const input = fileInputBeside(within(canvasElement).getByRole('button', { name: 'Upload Media' }));
    await expect(input).toHaveAttribute('multiple');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Change Picture' })).toBeDisabled();
  },
};

export const Pending: Story = { args: { isPending: true, pendingLabel: 'Uploading...' } };
