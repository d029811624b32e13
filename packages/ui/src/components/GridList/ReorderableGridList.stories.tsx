import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ReorderableRooms } from './stories/ReorderableRooms';

const meta = {
  title: 'UI/GridList/Reorderable',
  component: ReorderableRooms,
} satisfies Meta<typeof ReorderableRooms>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('row')
    .map((row) => row.textContent)
    .filter((text) => text !== '');

/** Each room has a handle; with the keyboard the first room moves below the second. */
export const KeyboardReorder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // react-aria's grid list can commit before its rows.
    await waitFor(() => expect(names(canvasElement)).toEqual(['Kitchen', 'Lobby', 'Pool', 'Gym']));
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: /Drag Kitchen/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(names(canvasElement)).toEqual(['Lobby', 'Kitchen', 'Pool', 'Gym']));
  },
};
