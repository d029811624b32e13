import { lazy, Suspense } from 'react';
import * as styles from './PropertyGrid.css';
import type { PropertyGridProps } from './propertyGridProps';

export type { PropertyGridProps } from './propertyGridProps';

/** Up to this many cards the grid is plain CSS; beyond, react-aria's Virtualizer draws the cards near the viewport. */
export const windowedFromCount = 48;

const VirtualPropertyGrid = lazy(() => import('./VirtualPropertyGrid'));

/**
 * The cards in 1, 2 or 3 columns by the grid's width. A page of the spec's 9 is a plain CSS list; a
 * view handed many more (1,000) gets the virtualised grid, so scrolling stays smooth (issue 18).
 */
export function PropertyGrid({ properties, renderCard, label }: PropertyGridProps) {
  const plain = (
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
  if (properties.length <= windowedFromCount) return plain;
  return (
    <Suspense fallback={null}>
      <VirtualPropertyGrid properties={properties} renderCard={renderCard} label={label} />
    </Suspense>
  );
}
