import type { Property } from '@marketplace/domain';

/** Props of one property card of the review lists (spec 3 section 2.9). */
export interface PropertyCardProps {
  /** The listing as the review lists read it; every field but the id may be missing. */
  property: Property;
  /** The main image's address, already resolved against the media host; none shows a neutral placeholder. */
  imageUrl?: string | undefined;
  /** Where Edit leads (the property form); without it there is no Edit. */
  editHref?: string | undefined;
  /** Delete was pressed: the caller asks the spec's confirmation. */
  onDelete: (property: Property) => void;
  /** Manage FAQs was pressed; offered only while the listing status is 1 (public) and when given. */
  onOpenFaqs?: ((property: Property) => void) | undefined;
  /** A pointer is over, or focus is on, Delete or Manage FAQs: the caller may start fetching the dialog's code. */
  onIntent?: (() => void) | undefined;
  /** Heading level of the name, to fit the page outline (the lists' h1 is above). @default 2 */
  headingLevel?: 2 | 3 | 4;
}
