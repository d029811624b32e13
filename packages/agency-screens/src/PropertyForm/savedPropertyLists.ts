import { fromPropertyMedia, nextTemporaryHighlightId, type LocationHighlightDraft, type Property } from '@marketplace/domain';
import type { PropertyFormLists } from './propertyFormViewProps';

/** A saved property's lists as the form edits them: its highlights marked saved, its media as editor items. */
export function savedLists(property: Property): PropertyFormLists {
  const highlights: LocationHighlightDraft[] = [];
  for (const highlight of property.locationHighlights ?? []) {
    highlights.push({ ...highlight, id: highlight.id ?? nextTemporaryHighlightId(highlights), isExisting: highlight.id != null });
  }
  return { locationHighlights: highlights, media: fromPropertyMedia(property.propertyMedia ?? []), paymentPlans: property.paymentPlans ?? [] };
}
