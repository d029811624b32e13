import { Button as RACButton } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import * as styles from './ListReorder.css';

/**
 * The handle an item of a reorderable `GridList` (see `useListReorder`) is dragged by; react-aria
 * names it ('Drag {item text}') and starts a keyboard drag on Enter. Place it inside a `GridListItem`.
 */
export function DragHandle() {
  return (
    <RACButton slot="drag" className={styles.dragHandle}>
      <Icon name="menu" size="small" />
    </RACButton>
  );
}
