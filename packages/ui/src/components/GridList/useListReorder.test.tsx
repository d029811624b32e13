import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DragHandle } from './DragHandle';
import { GridList, GridListItem } from './GridList';
import { useListReorder, type ReorderPosition } from './useListReorder';

const rooms = [
  { id: 'kitchen', name: 'Kitchen' },
  { id: 'lobby', name: 'Lobby' },
  { id: 'pool', name: 'Pool' },
];

function Rooms({ onReorder }: { onReorder: (moved: string[], target: string, position: ReorderPosition) => void }) {
  const [items, setItems] = useState(rooms);
  const dragAndDropHooks = useListReorder({
    getItemText: (key) => items.find((room) => room.id === key)?.name ?? '',
    onReorder: (moved, target, position) => {
      onReorder(moved, target, position);
      setItems((current) => {
        const rest = current.filter((room) => !moved.includes(room.id));
        const at = rest.findIndex((room) => room.id === target) + (position === 'after' ? 1 : 0);
        return [...rest.slice(0, at), ...current.filter((room) => moved.includes(room.id)), ...rest.slice(at)];
      });
    },
  });
  return (
    <GridList aria-label="Rooms" items={items} dragAndDropHooks={dragAndDropHooks}>
      {(room) => (
        <GridListItem id={room.id} textValue={room.name}>
          <DragHandle />
          {room.name}
        </GridListItem>
      )}
    </GridList>
  );
}

const order = () => screen.getAllByRole('row').filter((row) => row.textContent !== '').map((row) => row.textContent);

describe('useListReorder', () => {
  it('gives each item a handle named after it', () => {
    render(<Rooms onReorder={vi.fn()} />);
    const kitchen = screen.getAllByRole('row')[0]!;
    expect(within(kitchen).getByRole('button', { name: /Drag Kitchen/ })).toBeInTheDocument();
  });

  it('reorders with the keyboard: Enter on the handle, arrows to a place, Enter to drop', async () => {
    const user = userEvent.setup();
    const onReorder = vi.fn();
    render(<Rooms onReorder={onReorder} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: /Drag Kitchen/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(onReorder).toHaveBeenCalled();
    expect(order()).toEqual(['Lobby', 'Kitchen', 'Pool']);
  });
});
