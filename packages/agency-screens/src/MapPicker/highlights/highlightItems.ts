import {
  highlightMarkerColour,
  isValidGeoPoint,
  type GeoPoint,
  type LocationHighlight,
  type LocationHighlightDraft,
} from '@marketplace/domain';

/** Where a highlight in the dialog's list comes from, which decides its colour and what can be done with it. */
export type HighlightOrigin = 'project' | 'existing' | 'new';

/** One row of the dialog's list and its marker. */
export interface HighlightListItem {
  /** Unique in the list (project highlights may come without an id). */
  readonly key: string;
  /** The highlight's id; null for a project highlight, which cannot be edited or removed here. */
  readonly id: number | null;
  readonly label: string;
  readonly typeName: string;
  /** Null when the server sent coordinates that are not a position: listed, but not drawn. */
  readonly point: GeoPoint | null;
  readonly colour: string;
  readonly origin: HighlightOrigin;
}

/** A highlight's position, or null when its coordinates (numbers or text on the wire) are not one. */
export function highlightPoint(highlight: LocationHighlight): GeoPoint | null {
  const point = { latitude: Number(highlight.latitude), longitude: Number(highlight.longitude) };
  return isValidGeoPoint(point) ? point : null;
}

/**
 * The colour slot of a new highlight: from its temporary id (-1 is the first colour, -2 the second...),
 * so a marker keeps its colour when another highlight is removed.
 */
export function colourSlot(id: number): number {
  return -id - 1;
}

/** The project's highlights (read-only, purple) then the property's own (amber if saved, else the cycle). */
export function highlightListItems(projectHighlights: readonly LocationHighlight[], value: readonly LocationHighlightDraft[]): HighlightListItem[] {
  const fromProject = projectHighlights.map((highlight, index) => ({
    key: `project-${highlight.id ?? index}-${index}`,
    id: null,
    label: highlight.label,
    typeName: highlight.highlightsType?.name ?? '',
    point: highlightPoint(highlight),
    colour: highlightMarkerColour({ isFromProject: true }, index),
    origin: 'project' as const,
  }));
  const own = value.map((highlight) => ({
    key: `highlight-${highlight.id}`,
    id: highlight.id,
    label: highlight.label,
    typeName: highlight.highlightsType?.name ?? '',
    point: highlightPoint(highlight),
    colour: highlightMarkerColour(highlight, colourSlot(highlight.id)),
    origin: highlight.isFromProject ? ('project' as const) : highlight.isExisting ? ('existing' as const) : ('new' as const),
  }));
  return [...fromProject, ...own];
}
