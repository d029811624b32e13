import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { SearchField, searchFieldSizes } from './SearchField';

const meta = {
  title: 'UI/SearchField',
  component: SearchField,
  args: {
    label: 'Search team',
    placeholder: 'Search by name, email, or title...',
    onChange: fn(),
    onDebouncedChange: fn(),
    onClear: fn(),
    onSubmit: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: searchFieldSizes } },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing reports each keystroke, but the debounced search runs once, 300 ms after the last one. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search team' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Dubai Marina');
    await expect(args.onChange).toHaveBeenCalledTimes(12);
    await expect(args.onDebouncedChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onDebouncedChange).toHaveBeenCalledWith('Dubai Marina'));
    await expect(args.onDebouncedChange).toHaveBeenCalledTimes(1);
  },
};

export const ClearWithButton: Story = {
  args: { defaultValue: 'Palm Jumeirah' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(canvas.getByRole('searchbox', { name: 'Search team' })).toHaveValue('');
    await expect(args.onDebouncedChange).toHaveBeenCalledTimes(1);
    await expect(args.onDebouncedChange).toHaveBeenCalledWith('');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  },
};

export const ClearWithEscape: Story = {
  args: { defaultValue: 'Palm Jumeirah' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search team' });
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(args.onDebouncedChange).toHaveBeenCalledTimes(1);
    await expect(args.onDebouncedChange).toHaveBeenCalledWith('');
  },
};

export const SubmitWithEnter: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Search team' }), 'agent{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('agent');
    await expect(args.onDebouncedChange).toHaveBeenCalledTimes(1);
    await expect(args.onDebouncedChange).toHaveBeenCalledWith('agent');
  },
};

/** In a toolbar the label is hidden from view but remains the search box's name. */
export const HiddenLabel: Story = {
  args: { label: 'Search properties', hideLabel: true, placeholder: 'Search approved properties...', size: 'small' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search properties' })).toBeInTheDocument();
  },
};

export const WithDescription: Story = {
  args: { label: 'Find agents', placeholder: 'agent@example.com', description: 'Searches by email address.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Find agents' })).toHaveAccessibleDescription(
      'Searches by email address.',
    );
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: '**', errorMessage: 'Enter at least one letter or digit' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search team' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter at least one letter or digit');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Marina' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search team' })).toBeDisabled();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack>
      {searchFieldSizes.map((size) => (
        <SearchField key={size} {...args} size={size} label={`Size ${size}`} defaultValue="Marina" />
      ))}
    </Stack>
  ),
};

export const LongContent: Story = {
  args: {
    label: 'A very long search label that wraps over more than one line when the column is narrow',
    defaultValue: 'A long search text that is wider than the box so it scrolls under the clear button',
  },
};

export const Narrow: Story = {
  args: { defaultValue: 'Business Bay' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
