import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListBox, ListBoxItem, listBoxLayouts } from './ListBox';

const areas = [
  'Dubai Marina',
  'Downtown Dubai',
  'Business Bay',
  'Jumeirah Village Circle',
  'Palm Jumeirah',
  'Al Reem Island',
  'Saadiyat Island',
  'Yas Island',
  'Khalifa City',
  'Al Raha Beach',
  'Arabian Ranches',
  'Dubai Hills Estate',
].map((name, index) => ({ id: index + 1, name }));

const meta = {
  title: 'UI/ListBox',
  component: ListBox,
  args: {
    label: 'Service areas',
    description: 'Arrow keys move, Space chooses, typing jumps to an area.',
    items: areas,
    selectionMode: 'multiple',
    defaultSelectedKeys: [2, 6],
    onSelectionChange: fn(),
    children: (area: object) => {
      const { id, name } = area as (typeof areas)[number];
      return <ListBoxItem id={id}>{name}</ListBoxItem>;
    },
  },
  argTypes: {
    layout: { control: 'inline-radio', options: listBoxLayouts },
    selectionMode: { control: 'inline-radio', options: ['single', 'multiple'] },
  },
} satisfies Meta<typeof ListBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One Tab stop (on the first chosen option): arrow keys move, Space toggles, and each option draws a checkbox. */
export const Multiple: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('listbox', { name: 'Service areas' });
    await expect(list).toHaveAccessibleDescription(/Space chooses/);
    await userEvent.tab();
    await expect(canvas.getByRole('option', { name: 'Downtown Dubai' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('option', { name: 'Business Bay' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
    const chosen = within(list)
      .getAllByRole('option')
      .filter((option) => option.getAttribute('aria-selected') === 'true')
      .map((option) => option.textContent);
    await expect(chosen).toEqual(['Downtown Dubai', 'Business Bay', 'Al Reem Island']);
  },
};

/** Short options share the row: as many columns as fit, then the list scrolls. */
export const Grid: Story = {
  args: { layout: 'grid' },
  play: async ({ canvasElement }) => {
    const [first, second] = await within(canvasElement).findAllByRole('option');
    await expect(first?.getBoundingClientRect().top).toBe(second?.getBoundingClientRect().top);
  },
};

export const Single: Story = {
  args: { label: 'Plan', description: undefined, items: undefined, selectionMode: 'single', defaultSelectedKeys: ['basic'] },
  render: (args) => (
    <ListBox {...args}>
      <ListBoxItem id="basic" description="Ten listings a month.">
        Basic
      </ListBoxItem>
      <ListBoxItem id="pro" description="Unlimited listings and featured placement.">
        Pro
      </ListBoxItem>
      <ListBoxItem id="enterprise" description="For agencies with several branches." isDisabled>
        Enterprise
      </ListBoxItem>
    </ListBox>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pro = await canvas.findByRole('option', { name: 'Pro' });
    await expect(pro).toHaveAccessibleDescription('Unlimited listings and featured placement.');
    await userEvent.click(pro);
    await expect(pro).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('option', { name: 'Basic' })).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('option', { name: 'Enterprise' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Invalid: Story = {
  args: { defaultSelectedKeys: [], isInvalid: true, errorMessage: 'Choose at least one service area.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('listbox', { name: 'Service areas' })).toHaveAccessibleDescription(
      /Choose at least one service area\./,
    );
  },
};

export const DisabledOptions: Story = {
  args: { disabledKeys: [1, 3] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('option', { name: 'Dubai Marina' })).toHaveAttribute('aria-disabled', 'true');
  },
};
