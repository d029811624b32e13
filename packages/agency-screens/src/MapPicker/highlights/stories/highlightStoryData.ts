import type { LocationHighlight, LocationHighlightDraft } from '@marketplace/domain';
import { createLocationHighlights, createSeededRandom, uaeAreas, type UaeArea } from '@marketplace/domain/fixtures';

const downtown = uaeAreas[0];

function areaNamed(name: string): UaeArea {
  const area = uaeAreas.find((candidate) => candidate.name === name);
  if (!area) throw new Error(`No area named ${name} in the fixtures`);
  return area;
}

const businessBay = areaNamed('Business Bay');

/** The property's location in the stories: Downtown Dubai, from the fixtures' areas. */
export const storyCentre = { latitude: downtown.latitude, longitude: downtown.longitude };

/** Highlights a project near Downtown Dubai carries, from the fixture factory (ids of owner 7001). */
export function projectHighlights(count = 2): LocationHighlight[] {
  return createLocationHighlights(createSeededRandom(7001), 7001, downtown, count);
}

/** Highlights saved with the property earlier (amber), near Business Bay, from the fixture factory (ids of owner 8001). */
export function savedHighlights(count = 2): LocationHighlightDraft[] {
  return createLocationHighlights(createSeededRandom(8001), 8001, businessBay, count).map((highlight, index) => ({
    ...highlight,
    id: highlight.id ?? index + 1,
    isExisting: true,
  }));
}
