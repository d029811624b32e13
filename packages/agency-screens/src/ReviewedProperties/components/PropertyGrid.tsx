import type { Property } from '@marketplace/domain';
import type { ReactNode } from 'react';
import * as styles from './PropertyGrid.css';
import { useGridWindow } from './useGridWindow';

/** Up to this many cards the grid is plain CSS; beyond, only the rows near the viewport are drawn. */
export const windowedFromCount = 48;

export interface PropertyGridProps {
  readonly properties: readonly Property[];
  readonly renderCard: (property: Property) => ReactNode;
  /** The list's accessible name. */
  readonly label: string;
}

/**
 * The cards in 1, 2 or 3 columns by the grid's width. A page of the spec's 9 is plain CSS; a view
 * handed many more (1,000) draws only the rows near the viewport, with the space of the others
 * kept, so scrolling stays smooth (issue 18). Each drawn card still says its place in the whole list.
 */
export function PropertyGrid({ properties, renderCard, label }: PropertyGridProps) {
  const windowed = properties.length > windowedFromCount;
  const { columns, firstRow, endRow, spaceBefore, spaceAfter, attachContainer, measureRow } = useGridWindow(properties.length, windowed);
  if (!windowed) {
    return (
      <div className={styles.container}>
        <ul className={styles.grid} aria-label={label}>
          {properties.map((property) => (
            <li key={property.id} className={styles.item}>
              {renderCard(property)}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const rows: ReactNode[] = [];
  for (let row = firstRow; row < endRow; row += 1) {
    const first = row * columns;
    rows.push(
      <div
        key={`${columns}-${row}`}
        ref={measureRow(row)}
        role="presentation"
        className={styles.windowRow}
        style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
      >
        {properties.slice(first, first + columns).map((property, index) => (
          <div key={property.id} role="listitem" aria-setsize={properties.length} aria-posinset={first + index + 1} className={styles.item}>
            {renderCard(property)}
          </div>
        ))}
      </div>,
    );
  }
  return (
    <div ref={attachContainer} className={styles.container}>
      <div role="list" aria-label={label} className={styles.windowList} style={{ paddingBlockStart: spaceBefore, paddingBlockEnd: spaceAfter }}>
        {rows}
      </div>
    </div>
  );
}
