import { fallbackLookups, type Lookups, type ServerLookupList } from '@marketplace/api-client';
import {
  en,
  propertyFormValuesOf,
  type LocationHighlight,
  type PropertyCategory,
  type Project,
  type Property,
} from '@marketplace/domain';
import { createLocationHighlights, createLookupLists, createProperty, createSeededRandom, uaeAreas } from '@marketplace/domain/fixtures';
import type { PropertySaveOutcome } from '../save/savePropertyForm';
import type { PropertyCategoriesState } from '../sections/PropertyDetailsSection';
import { savedLists } from '../savedPropertyLists';
import { manyPlans } from '../paymentPlans/stories/paymentPlansStoryData';
import { editStoryDeveloper } from '../edit/stories/editStoryData';
import { savedHighlights } from '../../MapPicker/highlights/stories/highlightStoryData';

/** The lookup lists as the form gets them: the built-in lists, `fallbacks` naming those that stand in for failed calls. */
export function storyLookups(fallbacks: readonly ServerLookupList[] = []): Lookups {
  return { ...fallbackLookups(en.lookups), fallbacks };
}

/** The categories of a property type, from the fixtures' lookup lists, as the connected hook hands them over. */
export function storyCategories(typeId: number | null): PropertyCategoriesState {
  const type = createLookupLists().propertyTypes.find((candidate) => candidate.id === typeId);
  const items: PropertyCategory[] = (type?.propertyCategoryList ?? []).map((category) => ({ id: category.id, name: category.name }));
  return { typeId, items, isLoading: false };
}

/** A standalone listing with its three images, as a saved fixture (a seed of its own so stories agree). */
export function storyProperty(): Property {
  return createProperty(createSeededRandom(61), { id: 6101 });
}

/** A saved property's lists as the edit form starts from them (the connected hook's reading). */
/** A saved property's lists as the edit form starts from them (the connected hook's own reading). */
export const savedListsOf = savedLists;

/** The highlights a project carries, around its own area, from the fixture factory. */
export function storyProjectHighlights(project: Project, count = 2): LocationHighlight[] {
  const area = uaeAreas.find((candidate) => candidate.id === project.area?.id) ?? uaeAreas[0]!;
  return createLocationHighlights(createSeededRandom(project.id), project.id, area, count);
}

/** The project part of a unit's form: the project, its developer and its highlights. */
export function storyProjectPart(project: Project) {
  return { project, developer: editStoryDeveloper(project), highlights: storyProjectHighlights(project) };
}

const longName = ' with Private Pool, Panoramic Burj Khalifa View and Direct Access to the Dubai Water Canal Boardwalk';

/** Everything at its longest: a long name, every amenity, every landmark of an area as a highlight and five payment plans. */
export function fullStoryForm() {
  const property = storyProperty();
  const values = propertyFormValuesOf(property);
  const lookups = storyLookups();
  return {
    property,
    values: { ...values, name: `${values.name}${longName}`, description: values.description.repeat(4), amenityIds: lookups.amenities.map((amenity) => amenity.id) },
    lists: { ...savedListsOf(property), locationHighlights: savedHighlights(20), paymentPlans: manyPlans() },
  };
}

/** A save that went through: the saved property handed back. */
export const savedOutcome = (property: Property): PropertySaveOutcome => ({ ok: true, property });

/** A save the server refused, with the message the form shows; nothing uploaded. */
export const failedOutcome = (message: string): PropertySaveOutcome => ({ ok: false, message, uploaded: {} });
