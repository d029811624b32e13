import type { Project } from '../project/project.schema';
import type { PropertyFormValues } from './propertyForm.schema';
import { coordinate, defaultPropertyFormValues } from './propertyFormPayload';

/**
 * The fields a unit of a project takes from its project and cannot change (spec 3 section 5,
 * "Project-based properties"): address and position, handover, completion, buildings, floors,
 * parking, ROI, type and category, area, furnishing and construction statuses, amenities.
 */
export const projectLockedFields = [
  'address',
  'latitude',
  'longitude',
  'handoverDate',
  'handoverQta',
  'completePct',
  'numOfBuildings',
  'numOfFloors',
  'numOfParking',
  'roi',
  'propertyTypeId',
  'propertyCategoryId',
  'areaId',
  'furnishingStatusId',
  'constructionStatusId',
  'amenityIds',
] as const satisfies readonly (keyof PropertyFormValues)[];

/** One of {@link projectLockedFields}. */
export type ProjectLockedField = (typeof projectLockedFields)[number];

const lockedSet: ReadonlySet<string> = new Set(projectLockedFields);

/** Whether a form field is locked for a unit of a project. */
export function isProjectLockedField(field: keyof PropertyFormValues): field is ProjectLockedField {
  return lockedSet.has(field);
}

const numberText = (value: number | null | undefined) => (value == null ? '' : String(value));
const dateOnly = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');

function firstCategoryId(project: Project): number | null {
  const category = project.projectType?.PropertyCategory;
  if (Array.isArray(category)) return category[0]?.id ?? null;
  return category?.id ?? null;
}

/** The locked fields' values as the project gives them (a field the project lacks keeps the new form's default). */
export function projectLockedValues(project: Project): Pick<PropertyFormValues, ProjectLockedField> {
  const defaults = defaultPropertyFormValues();
  const quarter = project.handoverQta;
  return {
    address: project.address ?? '',
    latitude: coordinate(project.latitude),
    longitude: coordinate(project.longitude),
    handoverDate: dateOnly(project.handoverDate),
    handoverQta: quarter && quarter >= 1 && quarter <= 4 ? quarter : defaults.handoverQta,
    completePct: numberText(project.completePCT),
    numOfBuildings: numberText(project.numOfBuildings),
    numOfFloors: numberText(project.numOfFloors),
    numOfParking: numberText(project.numOfParking),
    roi: numberText(project.roi),
    propertyTypeId: project.projectType?.id ?? null,
    propertyCategoryId: firstCategoryId(project),
    areaId: project.area?.id ?? defaults.areaId,
    furnishingStatusId: project.propertyFurnishingStatus?.id ?? defaults.furnishingStatusId,
    constructionStatusId: project.constructionStatus?.id ?? defaults.constructionStatusId,
    amenityIds: (project.amenitiesEntities ?? []).map((amenity) => amenity.id),
  };
}

/**
 * A new unit's form in a project: the locked fields from the project, and the editable ones the
 * project suggests (sale start, pre-handover payment, sale type, ownership, payment plan details)
 * pre-filled for the agent to change. The price and land area stay empty: a project's amount is its
 * 'Starting from' price and its land area the whole plot, neither a unit's.
 */
export function projectUnitFormValues(project: Project): PropertyFormValues {
  const defaults = defaultPropertyFormValues();
  return {
    ...defaults,
    ...projectLockedValues(project),
    saleStartDate: dateOnly(project.saleStartDate),
    preHandoverPaymentPct: project.preHandoverPaymentPCT ?? defaults.preHandoverPaymentPct,
    saleTypeId: project.saleType?.id ?? defaults.saleTypeId,
    ownerShip: project.ownerShip ?? '',
    paymentPlanDetails: project.paymentPlanDetails ?? '',
  };
}

/**
 * The values with the project's locked fields laid back over them: a restored draft or a
 * hand-edited request cannot send a unit whose address or ROI differs from its project's.
 */
export function withProjectLockedValues(values: PropertyFormValues, project: Project): PropertyFormValues {
  return { ...values, ...projectLockedValues(project) };
}
