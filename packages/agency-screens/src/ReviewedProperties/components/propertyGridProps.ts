import type { Property } from '@marketplace/domain';
import type { ReactNode } from 'react';

/** Props of the card grid, plain or virtualised (a file of their own, so neither grid imports the other for them). */
export interface PropertyGridProps {
  readonly properties: readonly Property[];
  readonly renderCard: (property: Property) => ReactNode;
  /** The list's accessible name. */
  readonly label: string;
}
