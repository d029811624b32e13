import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { TextField, textFieldSizes, textFieldTypes } from './TextField';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Property Name', placeholder: 'e.g. Marina View Tower', onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: textFieldSizes },
    type: { control: 'select', options: textFieldTypes },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Property Name' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Dubai Marina');
    await expect(input).toHaveValue('Dubai Marina');
    await expect(args.onChange).toHaveBeenLastCalledWith('Dubai Marina');
  },
};

/** With `maxLength`: a counter under the input, in the words the screen passes, turning to danger at the limit. */
export const WithCounter: Story = {
  args: { label: 'Agency Name', maxLength: 20, warningAt: 0.25, formatCount: (count: number, max: number) => `${count}/${max}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Agency Name' });
    await expect(input).toHaveAccessibleDescription('0/20');
    await userEvent.type(input, 'Marina Homes Real Estate');
    await expect(input).toHaveValue('Marina Homes Real Es');
    await expect(canvas.getByText('20/20')).toHaveAttribute('data-tone', 'danger');
  },
};

export const WithDescription: Story = {
  args: { label: 'Business Email', type: 'email', placeholder: 'name@example.com', description: 'Shown on your public profile.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Business Email' });
    await expect(input).toHaveAccessibleDescription('Shown on your public profile.');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Property Name/ })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Please enter the property name' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Property Name/ });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Please enter the property name');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Marina View Tower' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Property Name' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'Marina View Tower', description: 'Locked by the project.' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Property Name' });
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Marina View Tower');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Types: Story = {
  render: (args) => (
    <Stack>
      <TextField {...args} label="Email" type="email" placeholder="name@example.com" />
      <TextField {...args} label="Phone" type="tel" placeholder="+971 50 000 0000" />
      <TextField {...args} label="Website" type="url" placeholder="https://" />
      <TextField {...args} label="Password" type="password" placeholder="" />
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Stack>
      {textFieldSizes.map((size) => (
        <TextField key={size} {...args} size={size} label={`Size ${size}`} />
      ))}
    </Stack>
  ),
};

export const WithoutVisibleLabel: Story = {
  args: { label: undefined, 'aria-label': 'Note', placeholder: 'Add a note' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Note' })).toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: {
    label: 'A very long label that keeps going to show how the field wraps text that does not fit on one line',
    defaultValue: 'A long value that is wider than the input box so it scrolls inside the input rather than stretching the layout',
    description: 'A long description that also wraps over more than one line on narrow screens, under the input box.',
  },
};

export const Narrow: Story = {
  args: { isRequired: true, description: 'As it appears on the title deed.' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
