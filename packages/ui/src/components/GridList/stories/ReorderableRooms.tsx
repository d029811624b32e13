import { useState } from 'react';
import { Text } from '../../Text/Text';
import { DragHandle } from '../DragHandle';
import { GridList, GridListItem } from '../GridList';
import { useListReorder } from '../useListReorder';

const rooms = [
  { id: 'kitchen', name: 'Kitchen' },
  { id: 'lobby', name: 'Lobby' },
  { id: 'pool', name: 'Pool' },
  { id: 'gym', name: 'Gym' },
];

/** A reorderable list holding its own order, for the stories. */
export function ReorderableRooms() {
  const [items, setItems] = useState(rooms);
  const dragAndDropHooks = useListReorder({
    getItemText: (key) => items.find((room) => room.id === key)?.name ?? '',
    onReorder: (moved, target, position) =>
      setItems((current) => {
        const rest = current.filter((room) => !moved.includes(room.id));
        const at = rest.findIndex((room) => room.id === target) + (position === 'after' ? 1 : 0);
        return [...rest.slice(0, at), ...current.filter((room) => moved.includes(room.id)), ...rest.slice(at)];
      }),
  });
  return (
    <GridList aria-label="Rooms" variant="plain" items={items} dragAndDropHooks={dragAndDropHooks}>
      {(room) => (
        <GridListItem id={room.id} textValue={room.name}>
          <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <DragHandle />
            <Text>{room.name}</Text>
          </span>
        </GridListItem>
      )}
    </GridList>
  );
}
