import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox, type ComboBoxOption } from './ComboBox';

// Generic sample options, as in the other ui stories: ui knows nothing of the marketplace's data.
const cities: ComboBoxOption[] = [
  { id: 'dubai', label: 'Dubai', detail: 'United Arab Emirates' },
  { id: 'sharjah', label: 'Sharjah', detail: 'United Arab Emirates' },
  { id: 'muscat', label: 'Muscat', detail: 'Oman' },
];

/** The caller filters (here by label start), as a search would. */
function FilteredComboBox(props: { onSelectionChange: (key: unknown) => void }) {
  const [text, setText] = useState('');
  const items = cities.filter((city) => city.label.toLowerCase().startsWith(text.trim().toLowerCase()));
  return <ComboBox label="City" placeholder="Type a city..." items={items} inputValue={text} onInputChange={setText} emptyState="No cities found" {...props} />;
}

const meta = {
  title: 'UI/ComboBox',
  component: FilteredComboBox,
  args: { onSelectionChange: fn() },
} satisfies Meta<typeof FilteredComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing opens the caller's suggestions; arrows and Enter pick one. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'City' });
    await userEvent.click(input);
    await userEvent.keyboard('S');
    const body = within(canvasElement.ownerDocument.body);
    const option = await body.findByRole('option', { name: /Sharjah/ });
    await waitFor(() => expect(option).toBeVisible());
    // The list of a full-width input fits in the page: one that overflowed was scrolled into view by
    // the arrow key, and the page's scroll closed it before Enter could pick.
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await userEvent.keyboard('{ArrowDown}');
    // Enter once the option shows as the active one, as a user would.
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', option.id));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('sharjah');
    await expect(input).toHaveValue('Sharjah');
  },
};

/** No suggestion: the list says so and the typed text stays. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'City' });
    await userEvent.click(input);
    await userEvent.keyboard('Zz');
    const body = within(canvasElement.ownerDocument.body);
    const empty = await body.findByText('No cities found');
    await waitFor(() => expect(empty).toBeVisible());
    await userEvent.tab();
    await expect(input).toHaveValue('Zz');
  },
};
