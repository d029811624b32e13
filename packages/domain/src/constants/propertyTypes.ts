/** The fixed local list of property types (spec 3 section 3). */
export const propertyTypes = [
  { id: 1, name: 'Commercial' },
  { id: 2, name: 'Residential' },
] as const;

/** One of the property type ids. */
export type PropertyTypeId = (typeof propertyTypes)[number]['id'];

/** The name of a property type id, or undefined for other ids. */
export function propertyTypeLabel(id: number | null | undefined): string | undefined {
  return propertyTypes.find((type) => type.id === id)?.name;
}
