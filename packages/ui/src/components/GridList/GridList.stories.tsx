import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import { GridList, GridListItem, gridListVariants } from './GridList';

const people = [
  { id: 1, name: 'Layla Nasser', email: 'layla@example.com' },
  { id: 2, name: 'Omar Farouk', email: 'omar@example.com' },
  { id: 3, name: 'Aisha Al Mansoori', email: 'aisha@example.com' },
];

const onOpen = fn();

const meta = {
  title: 'UI/GridList',
  component: GridList,
  args: {
    'aria-label': 'Enquiries',
    items: people,
    children: (item: object) => {
      const person = item as (typeof people)[number];
      return (
        <GridListItem id={person.id} textValue={person.name}>
          <Text weight="semibold">{person.name}</Text>
          <Text size="small" tone="muted">
            {person.email}
          </Text>
          <Button size="small" variant="secondary" aria-label={`View details of ${person.name}`} onPress={() => onOpen(person.name)}>
            View Details
          </Button>
        </GridListItem>
      );
    },
  },
  argTypes: { variant: { control: 'inline-radio', options: gridListVariants } },
  beforeEach: () => onOpen.mockClear(),
} satisfies Meta<typeof GridList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One Tab stop: the arrows move between cards and into a card's controls. */
export const Cards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await canvas.findAllByRole('row');
    await userEvent.tab();
    await expect(rows[0]).toHaveFocus();
    await expect(getComputedStyle(rows[0] as HTMLElement).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'View details of Omar Farouk' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onOpen).toHaveBeenCalledTimes(1);
    await expect(onOpen).toHaveBeenCalledWith('Omar Farouk');
  },
};

export const Plain: Story = {
  args: { variant: 'plain' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('row')).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { items: [], emptyMessage: 'No enquiries yet.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No enquiries yet.')).toBeVisible();
  },
};

/** Selectable rows, e.g. to act on several at once. */
export const Selectable: Story = {
  args: { selectionMode: 'multiple', onSelectionChange: fn() },
  play: async ({ args, canvasElement }) => {
    const rows = await within(canvasElement).findAllByRole('row');
    await userEvent.click(rows[2] as HTMLElement);
    await expect(rows[2]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
  },
};
