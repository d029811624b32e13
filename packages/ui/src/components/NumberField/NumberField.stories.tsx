import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { NumberField, numberFieldSizes } from './NumberField';

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  args: { label: 'Number of Floors', defaultValue: 4, minValue: 1, onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: numberFieldSizes } },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Number of Floors' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('6');
    await expect(args.onChange).toHaveBeenLastCalledWith(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease Number of Floors' }));
    await expect(input).toHaveValue('5');
  },
};

export const TypedValueIsClamped: Story = {
  args: { label: 'Completion %', defaultValue: undefined, minValue: 0, maxValue: 100, description: 'From 0 to 100.' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Completion %' });
    await userEvent.type(input, '140');
    await userEvent.tab();
    await expect(input).toHaveValue('100');
    await expect(args.onChange).toHaveBeenLastCalledWith(100);
  },
};

export const Currency: Story = {
  args: {
    label: 'Property Amount',
    defaultValue: 1250000,
    minValue: 0,
    step: 1000,
    formatOptions: { style: 'currency', currency: 'AED', maximumFractionDigits: 0 },
    isRequired: true,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Property Amount/ });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.tab();
    await expect(input).toHaveDisplayValue(/^AED\s1,251,000$/);
  },
};

export const Percent: Story = {
  args: { label: 'ROI', defaultValue: 0.065, minValue: 0, step: 0.001, formatOptions: { style: 'percent', maximumFractionDigits: 1 } },
};

export const WithDescription: Story = {
  args: { label: 'ROI', defaultValue: 6.5, minValue: 0, step: 0.1, description: 'Annual return, in percent.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'ROI' })).toHaveAccessibleDescription(
      'Annual return, in percent.',
    );
  },
};

export const Required: Story = {
  args: { isRequired: true, defaultValue: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Number of Floors/ })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, defaultValue: undefined, errorMessage: 'Please enter the number of floors' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Number of Floors/ });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Please enter the number of floors');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Number of Floors' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, description: 'Locked by the project.' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Number of Floors' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('4');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack>
      {numberFieldSizes.map((size) => (
        <NumberField key={size} {...args} size={size} label={`Size ${size}`} />
      ))}
    </Stack>
  ),
};

export const LongContent: Story = {
  args: {
    label: 'A very long label for a number that wraps over more than one line when the column is narrow',
    defaultValue: 123456789012,
    formatOptions: { style: 'currency', currency: 'AED', maximumFractionDigits: 0 },
  },
};

export const Narrow: Story = {
  args: { description: 'Above ground level.' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
