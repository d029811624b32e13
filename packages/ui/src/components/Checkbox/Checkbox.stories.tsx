import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { children: 'Email alerts', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unselected: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Email alerts' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Selected: Story = {
  args: { defaultSelected: true },
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Email alerts' });
    await expect(checkbox).toBeChecked();
    await userEvent.click(within(canvasElement).getByText('Email alerts'));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

/** Space toggles the focused checkbox; Tab reaches it. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Email alerts' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Indeterminate: Story = {
  args: { children: 'Select all', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
  },
};

/** A "select all" whose mixed state follows its children. */
export const SelectAll: Story = {
  render: function SelectAllStory(args) {
    const options = ['Dubai Marina', 'Downtown Dubai', 'Jumeirah Village Circle'];
    const [selected, setSelected] = useState<string[]>(['Dubai Marina']);
    const all = selected.length === options.length;
    return (
      <Stack gap="small">
        <Checkbox
          {...args}
          isSelected={all}
          isIndeterminate={selected.length > 0 && !all}
          onChange={(value) => setSelected(value ? options : [])}
        >
          All areas
        </Checkbox>
        {options.map((option) => (
          <Checkbox
            key={option}
            isSelected={selected.includes(option)}
            onChange={(value) => setSelected((current) => (value ? [...current, option] : current.filter((o) => o !== option)))}
          >
            {option}
          </Checkbox>
        ))}
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'All areas' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    for (const checkbox of canvas.getAllByRole('checkbox')) await expect(checkbox).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Downtown Dubai' }));
    await expect(all).toBePartiallyChecked();
  },
};

export const WithDescription: Story = {
  args: { description: 'A message when one of your listings changes status.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleDescription(
      'A message when one of your listings changes status.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Email alerts' });
    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledSelected: Story = {
  args: { isDisabled: true, defaultSelected: true },
};

export const Invalid: Story = {
  args: { children: 'I accept the terms', isInvalid: true, errorMessage: 'Accept the terms to continue.' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'I accept the terms' });
    await expect(checkbox).toBeInvalid();
    await expect(checkbox).toHaveAccessibleDescription('Accept the terms to continue.');
  },
};

export const LongLabelNarrow: Story = {
  args: {
    children:
      'Send me a summary of new enquiries, listing approvals and rejections, and agent requests every morning',
    description: 'The summary goes to the business e-mail on your profile.',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: /Send me a summary/ });
    await userEvent.click(within(canvasElement).getByText(/every morning/));
    await expect(checkbox).toBeChecked();
  },
};
