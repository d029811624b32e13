import type { LookupItem } from '../lookup/lookup.schema';
import type { Messages } from '../messages/messages';
import { type GeoPoint } from './geoPoint';

/** What the 'Manage Locations' form holds before Add or Update (spec 3 section 5). */
export interface HighlightDraftFields {
  readonly label: string;
  readonly typeId: number | null | undefined;
  readonly point: GeoPoint | null | undefined;
}

/** Which of the three required parts a highlight draft lacks. */
export interface HighlightDraftProblems {
  readonly label?: string;
  readonly type?: string;
  readonly position?: string;
}

/**
 * The three messages of spec 3 section 5, one per missing part: a blank label, no type, no map
 * position. An empty object means the draft can be added.
 */
export function highlightDraftProblems(draft: HighlightDraftFields, messages: Messages['locationHighlights']): HighlightDraftProblems {
  return {
    ...(draft.label.trim() === '' ? { label: messages.labelRequired } : {}),
    ...(draft.typeId === null || draft.typeId === undefined ? { type: messages.typeRequired } : {}),
    ...(draft.point ? {} : { position: messages.positionRequired }),
  };
}

/** Add (or Update) is enabled only when label, type and position are all present (spec 3 section 5). */
export function canAddHighlight(draft: HighlightDraftFields): boolean {
  return draft.label.trim() !== '' && draft.typeId !== null && draft.typeId !== undefined && Boolean(draft.point);
}

/**
 * The 10 marker colours new highlights cycle through (spec 3 section 9). None is purple or amber,
 * which mark project-inherited and saved highlights, and each stands at least 3:1 against the
 * basemap's land so a marker is visible without its label.
 */
export const highlightMarkerColours = [
  '#d32f2f',
  '#1565c0',
  '#2e7d32',
  '#c2185b',
  '#00838f',
  '#5d4037',
  '#283593',
  '#ad1457',
  '#00695c',
  '#455a64',
] as const;

/** Marker colour of a highlight inherited from the project (spec 3 section 9). */
export const projectHighlightColour = '#7b1fa2';

/** Marker colour of a highlight saved earlier (spec 3 section 9). */
export const existingHighlightColour = '#b26a00';

/** The flags that pick a highlight's marker colour. */
export interface HighlightColourFacts {
  readonly isFromProject?: boolean | null;
  readonly isExisting?: boolean | null;
}

/** A highlight's marker colour: purple if from the project, amber if saved, else the cycle by its place in the list. */
export function highlightMarkerColour(highlight: HighlightColourFacts, position: number): string {
  if (highlight.isFromProject) return projectHighlightColour;
  if (highlight.isExisting) return existingHighlightColour;
  const count = highlightMarkerColours.length;
  return highlightMarkerColours[((position % count) + count) % count]!;
}

/** Whether an id is a temporary one given to a highlight not saved yet (spec 3 section 3). */
export function isTemporaryHighlightId(id: number | null | undefined): boolean {
  return typeof id === 'number' && id < 0;
}

/** The next temporary id: one below the lowest id in use and never above -1, so ids never collide. */
export function nextTemporaryHighlightId(highlights: readonly { readonly id?: number | null }[]): number {
  let lowest = 0;
  for (const { id } of highlights) if (typeof id === 'number' && id < lowest) lowest = id;
  return lowest - 1;
}

/**
 * The five highlight types shown when the highlight-types lookup fails (spec 3 section 8), from
 * the catalogue's `lookups.highlightTypes`; the same list api-client's fallbackLookups returns.
 */
export function builtInHighlightTypes(lookups: Messages['lookups']): LookupItem[] {
  return Object.entries(lookups.highlightTypes).map(([id, name]) => ({ id: Number(id), name }));
}
