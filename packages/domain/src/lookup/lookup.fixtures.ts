import { constructionStatusLabels, type ConstructionStatusId } from '../constants/constructionStatus';
import { listingStatusNames, type ListingStatusId } from '../constants/listingStatus';
import { propertyTypes } from '../constants/propertyTypes';
import { type ServiceArea } from '../agencyProfile/agencyProfile.schema';
import { mediaUrl, slugify } from '../fixtures/contactDetails';
import { pickFrom, toRandom, type RandomSource } from '../fixtures/randomPicks';
import { requireFound } from '../fixtures/requireFound';
import { locationHighlightTypePool, uaeAreaById, uaeAreas } from '../fixtures/uaeAreas';
import { type LookupItem, type LookupRef, type PropertyTypeRef, type PropertyTypeWithCategories } from './lookup.schema';

/** Amenities of properties and projects; id 1 'Swimming Pool' matches the shared property test payload. */
export const amenityNames = [
  'Swimming Pool',
  'Gym',
  'Covered Parking',
  '24/7 Security',
  "Children's Play Area",
  'Balcony',
  'Concierge',
  'Built-in Wardrobes',
  'Central A/C',
  'Private Garden',
  'Private Pool',
  'Sauna and Steam Room',
  'BBQ Area',
  'Jogging Track',
  'Pets Allowed',
  'Sea View',
  "Maid's Room",
  'Study Room',
] as const;

const constructionStatusDescriptions = {
  1: 'Approved, not yet started',
  2: 'Building works in progress',
  3: 'Built and handed over',
  4: 'Behind its announced schedule',
  5: 'Works paused by the developer',
  6: 'Will not be built',
  7: 'Launched for sale recently',
} as const satisfies Record<ConstructionStatusId, string>;

/** Furnishing statuses; id 1 'Unfurnished' is the new-property default. */
export const furnishingStatusNames = ['Unfurnished', 'Semi-Furnished', 'Furnished'] as const;

/** Offering types; id 1 'Initial Sale' is the new-property default. */
export const offeringTypeNames = ['Initial Sale', 'Resale'] as const;

/** Sale types; id 1 'Sale' is the new-property default. */
export const saleTypeNames = ['Sale', 'Rent'] as const;

/** Property categories with the property type (1 Commercial, 2 Residential) each belongs to. */
export const propertyCategoryPool = [
  { id: 1, name: 'Office', typeId: 1 },
  { id: 2, name: 'Retail Shop', typeId: 1 },
  { id: 3, name: 'Warehouse', typeId: 1 },
  { id: 4, name: 'Showroom', typeId: 1 },
  { id: 5, name: 'Apartment', typeId: 2 },
  { id: 6, name: 'Villa', typeId: 2 },
  { id: 7, name: 'Townhouse', typeId: 2 },
  { id: 8, name: 'Penthouse', typeId: 2 },
  { id: 9, name: 'Duplex', typeId: 2 },
] as const;

/** A property category id of {@link propertyCategoryPool}. */
export type PropertyCategoryId = (typeof propertyCategoryPool)[number]['id'];

function categoryById(categoryId: PropertyCategoryId) {
  return requireFound(
    propertyCategoryPool.find((candidate) => candidate.id === categoryId),
    `property category ${categoryId}`,
  );
}

/** Every lookup list the sandbox serves (spec 3 section 7, spec 1 service areas). */
export interface LookupLists {
  readonly areas: LookupItem[];
  readonly amenities: LookupItem[];
  readonly constructionStatuses: LookupItem[];
  readonly furnishingStatuses: LookupItem[];
  readonly locationHighlightTypes: LookupItem[];
  readonly offeringTypes: LookupItem[];
  readonly saleTypes: LookupItem[];
  readonly propertyCategories: LookupItem[];
  /** Each property type with its categories in propertyCategoryList. */
  readonly propertyTypes: PropertyTypeWithCategories[];
  readonly serviceAreas: ServiceArea[];
}

function numbered(names: readonly string[]): LookupItem[] {
  return names.map((name, index) => ({ id: index + 1, name, description: null, imageURL: null }));
}

/** The whole set of lookup lists: fixed content, a fresh copy on every call. */
export function createLookupLists(): LookupLists {
  return {
    areas: uaeAreas.map(({ id, name, city }) => ({ id, name, description: city, imageURL: mediaUrl(`area-${slugify(name)}.jpg`) })),
    amenities: amenityNames.map((name, index) => ({
      id: index + 1,
      name,
      description: null,
      imageURL: mediaUrl(`amenity-${slugify(name)}.jpg`),
    })),
    constructionStatuses: Object.entries(constructionStatusLabels).map(([id, name]) => ({
      id: Number(id),
      name,
      description: constructionStatusDescriptions[Number(id) as ConstructionStatusId],
      imageURL: null,
    })),
    furnishingStatuses: numbered(furnishingStatusNames),
    locationHighlightTypes: locationHighlightTypePool.map(({ id, name, description }) => ({
      id,
      name,
      description,
      imageURL: mediaUrl(`highlight-${slugify(name)}.jpg`),
    })),
    offeringTypes: numbered(offeringTypeNames),
    saleTypes: numbered(saleTypeNames),
    propertyCategories: propertyCategoryPool.map(({ id, name }) => ({ id, name, description: null, imageURL: null })),
    propertyTypes: propertyTypes.map(({ id, name }) => ({
      id,
      name,
      propertyCategoryList: propertyCategoryPool
        .filter((category) => category.typeId === id)
        .map((category) => ({ id: category.id, name: category.name })),
    })),
    serviceAreas: uaeAreas.map(({ id, name }) => ({ id, serviceArea: name })),
  };
}

/** A lookup item with a name drawn from the fixture lookups; overrides win. */
export function createLookupItem(source: RandomSource, overrides: Partial<LookupItem> = {}): LookupItem {
  const random = toRandom(source);
  const lists = createLookupLists();
  const list = random.pick([lists.areas, lists.amenities, lists.constructionStatuses, lists.locationHighlightTypes]);
  return { ...pickFrom(random, list), ...overrides };
}

/** The `{id, name}` of a name list numbered from 1; an id outside the list is a programming error. */
export function namedRef(names: readonly string[], id: number): LookupRef {
  return { id, name: requireFound(names[id - 1], `lookup entry ${id}`) };
}

/** The `{id, name}` of an area. */
export function areaRef(areaId: number): LookupRef {
  const found = uaeAreaById(areaId);
  return { id: found.id, name: found.name, description: found.city };
}

/** The `{id, name, description}` of a construction status. */
export function constructionStatusRef(id: ConstructionStatusId): LookupRef {
  return { id, name: constructionStatusLabels[id], description: constructionStatusDescriptions[id] };
}

/** The `{id, name}` of a listing status. */
export function listingStatusRef(id: ListingStatusId): LookupRef {
  return { id, name: listingStatusNames[id] };
}

/** The `{id, name}` of a property category. */
export function propertyCategoryRef(categoryId: PropertyCategoryId): LookupRef {
  const category = categoryById(categoryId);
  return { id: category.id, name: category.name };
}

/** The property type a category belongs to, with that category nested as the server sends it. */
export function propertyTypeRefFor(categoryId: PropertyCategoryId): PropertyTypeRef {
  const category = categoryById(categoryId);
  const type = requireFound(
    propertyTypes.find((candidate) => candidate.id === category.typeId),
    `property type ${category.typeId}`,
  );
  return { id: type.id, name: type.name, PropertyCategory: { id: category.id, name: category.name } };
}
