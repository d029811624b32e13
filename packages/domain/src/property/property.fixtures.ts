import { mediaUrl, slugify } from '../fixtures/contactDetails';
import { addDays, quarterOf, randomDate } from '../fixtures/fixtureDates';
import { chance, floatBetween, pickFrom, toRandom, weighted, type RandomSource } from '../fixtures/randomPicks';
import { type SeededRandom } from '../fixtures/seededRandom';
import { pointNear, uaeAreaById, uaeAreas, type UaeArea } from '../fixtures/uaeAreas';
import {
  areaRef,
  constructionStatusRef,
  furnishingStatusNames,
  namedRef,
  offeringTypeNames,
  propertyCategoryRef,
  propertyTypeRefFor,
  saleTypeNames,
} from '../lookup/lookup.fixtures';
import { completionFor } from '../project/project.fixtures';
import { type Project } from '../project/project.schema';
import {
  categoryForArea,
  createUnitLayout,
  isHouseCategory,
  layoutLabel,
  listingAddress,
  listingTitle,
  placeFor,
  type ListingCategoryId,
  type UnitLayout,
} from './propertyLayout.fixtures';
import {
  createAmenities,
  createLocationHighlights,
  createPaymentPlan,
  createPropertyMedia,
  paymentPlanDetailsOf,
} from './propertyParts.fixtures';
import {
  projectUnitReviewStates,
  reviewFieldsFor,
  standaloneReviewStates,
  type PropertyReviewState,
} from './propertyReview.fixtures';
import { type Property } from './property.schema';

/** What a property depends on beyond its own fields. */
export interface PropertyFixtureContext {
  /** The project the property is a unit of: it inherits the project's location and build data. */
  readonly project?: Project;
  /** Its admin listing status and developer approval. @default a random state that fits standalone or unit */
  readonly reviewState?: PropertyReviewState;
}

/** The unit category of a project, read from its projectType; apartments when it names none. */
function unitCategoryOf(project: Project): ListingCategoryId {
  const category = project.projectType?.PropertyCategory;
  const id = Array.isArray(category) ? category[0]?.id : category?.id;
  return id === 6 || id === 7 ? id : 5;
}

/** The fields a listing takes from its place: a project it belongs to, or the area it stands in. */
function placement(random: SeededRandom, project: Project | undefined) {
  if (project) {
    const area = uaeAreaById(project.area?.id ?? uaeAreas[0].id);
    const layout = createUnitLayout(random, unitCategoryOf(project), area, project.numOfFloors ?? undefined);
    return {
      area,
      layout,
      name: `${layoutLabel(layout)} in ${project.name}`,
      fields: {
        address: project.address ?? `${project.name}, ${area.name}, ${area.city}`,
        latitude: project.latitude ?? area.latitude,
        longitude: project.longitude ?? area.longitude,
        handoverDate: project.handoverDate ?? null,
        completePCT: project.completePCT ?? null,
        numOfBuildings: project.numOfBuildings ?? 1,
        numOfParking: project.numOfParking ?? layout.numOfParking,
        numOfElevators: project.numOfElevators ?? layout.numOfElevators,
        roi: project.roi ?? null,
        preHandoverPaymentPCT: project.preHandoverPaymentPCT ?? 40,
        constructionStatus: project.constructionStatus ?? constructionStatusRef(1),
        propertyFurnishingStatus: project.propertyFurnishingStatus ?? namedRef(furnishingStatusNames, 1),
        amenitiesEntities: project.amenitiesEntities ?? [],
        offeringType: namedRef(offeringTypeNames, 1),
        projectIdOfThis: project.id,
        project: { id: project.id, name: project.name },
      },
    };
  }
  const area = random.pick(uaeAreas);
  const layout = createUnitLayout(random, categoryForArea(random, area), area);
  const place = placeFor(random, layout, area);
  const offPlan = chance(random, 0.2);
  const status = offPlan ? random.pick([2, 7] as const) : 3;
  return {
    area,
    layout,
    name: listingTitle(random, layout, place),
    fields: {
      address: listingAddress(random, layout, place, area),
      ...pointNear(random, area),
      handoverDate: offPlan ? randomDate(random, '2026-01-01', '2026-12-31') : randomDate(random, '2025-01-01', '2025-12-31'),
      completePCT: completionFor(random, status),
      numOfBuildings: 1,
      numOfParking: layout.numOfParking,
      numOfElevators: layout.numOfElevators,
      roi: floatBetween(random, 4.5, 8.5, 1),
      preHandoverPaymentPCT: offPlan ? weighted(random, [[20, 1], [40, 3], [50, 2]] as const) : 100,
      constructionStatus: constructionStatusRef(status),
      propertyFurnishingStatus: namedRef(furnishingStatusNames, random.int(1, furnishingStatusNames.length)),
      amenitiesEntities: createAmenities(random, { house: isHouseCategory(layout.categoryId) }),
      offeringType: namedRef(offeringTypeNames, offPlan ? random.int(1, 2) : 2),
      projectIdOfThis: null,
      project: null,
    },
  };
}

/** 12000 -> '12,000', as listings write sizes. */
function groupThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The listing's rich-text description: size, rooms, parking and what is nearby. */
function describeListing(name: string, area: UaeArea, layout: UnitLayout): string {
  const rooms = layout.bedrooms > 0 ? `${layout.bedrooms} bedrooms, ${layout.bathrooms} bathrooms` : `${layout.bathrooms} bathroom(s)`;
  const nearby = area.landmarks.map((landmark) => landmark.label).slice(0, 2).join(' and ');
  return `<p>${name}: ${groupThousands(layout.landArea)} sqft in ${area.name}, ${area.city}.</p><p>${rooms}, ${layout.numOfParking} parking space(s). Minutes from ${nearby}.</p>`;
}

function imageUrls(area: UaeArea, layout: UnitLayout, index: number) {
  const prefix = `${slugify(area.name)}-${slugify(layout.categoryName)}`;
  return {
    mainImageURL: mediaUrl(`${prefix}-main-${index}.jpg`),
    floorPlanImageURL: mediaUrl(`floor-plan-${slugify(layoutLabel(layout))}-${index}.jpg`),
    layoutImageURL: mediaUrl(`layout-${slugify(layoutLabel(layout))}-${index}.jpg`),
  };
}

/**
 * A property listing in Dubai or Abu Dhabi: a standalone resale or off-plan unit, or a unit of the
 * project in the context. Prices follow the category's band (apartments AED 650,000-4,500,000,
 * villas 2.5M-25M), sizes 450-12,000 sqft, coordinates near the area's centre, dates in 2025-2026,
 * images under /api/media. The review fields always agree with the listing status and developer
 * approval (spec 3 section 4).
 */
export function createProperty(
  source: RandomSource,
  overrides: Partial<Property> = {},
  context: PropertyFixtureContext = {},
): Property {
  const random = toRandom(source);
  const id = overrides.id ?? random.int(1, 99_999);
  const { project } = context;
  const isUnit = project !== undefined;
  const state = context.reviewState ?? pickFrom(random, isUnit ? projectUnitReviewStates : standaloneReviewStates);
  const { area, layout, name, fields } = placement(random, project);
  const addedOnDate = randomDate(random, '2025-02-15', '2026-10-31');
  const plan = createPaymentPlan(random, id, fields.preHandoverPaymentPCT, fields.completePCT === 100);
  const isPublic = state.listingStatusId === 1;
  return {
    id,
    agencyId: random.int(1, 99_999),
    name,
    description: describeListing(name, area, layout),
    amount: layout.amount,
    landArea: layout.landArea,
    ...imageUrls(area, layout, random.int(1, 6)),
    paymentPlanDetails: paymentPlanDetailsOf(plan),
    addedOnDate,
    saleStartDate: addDays(addedOnDate, -random.int(0, 40)),
    handoverQta: fields.handoverDate ? quarterOf(fields.handoverDate) : null,
    floorNumber: layout.floorNumber,
    numOfFloors: layout.numOfFloors,
    numOfRooms: layout.rooms,
    numOfBedrooms: layout.bedrooms,
    numOfBathrooms: layout.bathrooms,
    ownerShip: 'Freehold',
    isSold: isPublic && chance(random, 0.08),
    isActive: true,
    viewCount: isPublic ? random.int(40, 2_500) : random.int(0, 40),
    spotlightId: null,
    isDeleted: false,
    deletedReason: null,
    deletedAt: null,
    ...fields,
    ...reviewFieldsFor(random, state, addedOnDate, isUnit),
    propertyMedia: createPropertyMedia(random, id, area, layout.categoryName),
    paymentPlans: [plan],
    locationHighlights: isUnit ? [] : createLocationHighlights(random, id, area, random.int(0, 3)),
    area: areaRef(area.id),
    propertyType: propertyTypeRefFor(layout.categoryId),
    propertyCategory: propertyCategoryRef(layout.categoryId),
    saleType: namedRef(saleTypeNames, 1),
    ...overrides,
  };
}
