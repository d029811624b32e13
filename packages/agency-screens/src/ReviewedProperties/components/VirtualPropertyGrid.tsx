import type { Property } from '@marketplace/domain';
import { GridLayout, GridList, GridListItem, Size, Virtualizer } from '@marketplace/ui';
import type { PropertyGridProps } from './propertyGridProps';
import { columnTrackPx } from './PropertyGrid.css';
import { usePropertyCardMessages } from '../../messages';

// A card's first guess before the Virtualizer measures it; the track width gives the same 1, 2 and 3
// columns as the plain grid's container queries, at the same gap.
const layoutOptions = {
  minItemSize: new Size(columnTrackPx.minItem, 560),
  minSpace: new Size(columnTrackPx.gap, columnTrackPx.gap),
  maxColumns: 3,
};

/**
 * The grid of a page much longer than the spec's 9, on react-aria's Virtualizer: only the cards
 * near the window's viewport are in the DOM, it follows the page's own scrolling, and it measures
 * each drawn card (again when one grows, as a rejection reason opens) so rows of different heights line up. A grid list: the arrow keys move between
 * cards (keeping the focused card drawn while it is scrolled away), Tab moves into a card's buttons.
 * Loaded only when a view gets such a page, so the review lists' first load does not carry it.
 */
export default function VirtualPropertyGrid({ properties, renderCard, label }: PropertyGridProps) {
  const messages = usePropertyCardMessages();
  return (
    <Virtualizer layout={GridLayout} layoutOptions={layoutOptions} shouldObserveItemSize>
      <GridList aria-label={label} variant="bare" layout="grid" items={properties} dependencies={[renderCard]}>
        {(property: Property) => (
          <GridListItem id={property.id} textValue={property.name?.trim() || messages.untitled}>
            {renderCard(property)}
          </GridListItem>
        )}
      </GridList>
    </Virtualizer>
  );
}
