import type { Property } from '@marketplace/domain';
import { panelPath } from '../routes/paths';

/**
 * Where a reviewed list's Edit leads: the Add New Property section with the property's id, which
 * becomes Edit Property (spec 3 section 2.2) once the property form lands; until then its placeholder.
 */
export function propertyEditHref(property: Pick<Property, 'id'>): string {
  return `${panelPath('add-new-property')}?${new URLSearchParams({ edit: String(property.id) }).toString()}`;
}
