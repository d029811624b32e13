import { DropIndicator, useDragAndDrop, type DragAndDropHooks } from 'react-aria-components';
import * as styles from './ListReorder.css';

/** Where moved items go: before or after the target item. */
export type ReorderPosition = 'before' | 'after';

/** Options of {@link useListReorder}. */
export interface ListReorderOptions {
  /** The text an item carries while dragged (and reads to assistive technology), by its key. */
  getItemText: (key: string) => string;
  /** Called when items are dropped in a new place: the moved keys in their order, the target's key and the side. */
  onReorder: (movedKeys: string[], targetKey: string, position: ReorderPosition) => void;
}

/** The drag type of a reorder inside one list, so another list's or another app's drag is not taken. */
const reorderDragType = 'application/x-marketplace-list-item';

/**
 * Reordering for `GridList` (pass the result as its `dragAndDropHooks`), on react-aria's drag and
 * drop: a pointer drags an item by its `DragHandle`; a keyboard user moves to the handle, presses
 * Enter, chooses a place with the arrow keys (or Tab) and presses Enter again, Escape to cancel.
 * Only items of this list can be dropped, and only between items.
 */
export function useListReorder({ getItemText, onReorder }: ListReorderOptions): DragAndDropHooks {
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ [reorderDragType]: String(key), 'text/plain': getItemText(String(key)) })),
    acceptedDragTypes: [reorderDragType],
    getDropOperation: (target) => (target.type === 'item' && target.dropPosition !== 'on' ? 'move' : 'cancel'),
    onReorder: (event) => {
      if (event.target.dropPosition === 'on') return;
      onReorder(
        [...event.keys].map(String),
        String(event.target.key),
        event.target.dropPosition,
      );
    },
    renderDropIndicator: (target) => <DropIndicator target={target} className={styles.dropIndicator} />,
  });
  return dragAndDropHooks;
}
