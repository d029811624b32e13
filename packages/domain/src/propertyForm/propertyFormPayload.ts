import { defaultHandoverQuarter } from '../constants/handoverQuarters';
import { propertyFormLimits } from '../constants/limits';
import { isTemporaryHighlightId } from '../geo/locationHighlights';
import type { LookupItem } from '../lookup/lookup.schema';
import type { Property } from '../property/property.schema';
import type { LocationHighlight, PaymentPlan, ProjectRef, PropertyMedia } from '../property/propertyParts.schema';
import type { PropertyPayload, PropertyUpdatePayload } from '../property/propertyPayload.schema';
import { readFormNumber } from './formNumber.rules';
import type { PropertyFormValues, PropertyImageSlotName, PropertyNumberField } from './propertyForm.schema';
import type { PropertySaveStatus } from './propertyStatusOnSave.rules';

const numberText = (value: number | null | undefined) => (value == null ? '' : String(value));
const dateOnly = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');

/** A new property's form (spec 3 section 4, "Defaults when a list is missing"). */
export function defaultPropertyFormValues(): PropertyFormValues {
  const lookupId = propertyFormLimits.defaultLookupId;
  return {
    name: '',
    description: '',
    address: '',
    amount: '',
    roi: '',
    completePct: '',
    landArea: '',
    numOfBuildings: '',
    numOfFloors: '',
    numOfRooms: '',
    numOfParking: '',
    numOfBedrooms: '',
    numOfBathrooms: '',
    numOfElevators: '',
    latitude: null,
    longitude: null,
    handoverDate: '',
    handoverQta: defaultHandoverQuarter,
    saleStartDate: '',
    preHandoverPaymentPct: propertyFormLimits.defaultPreHandoverPaymentPct,
    floorNumber: '',
    ownerShip: '',
    paymentPlanDetails: '',
    propertyTypeId: null,
    propertyCategoryId: null,
    areaId: lookupId,
    offeringTypeId: lookupId,
    saleTypeId: lookupId,
    furnishingStatusId: propertyFormLimits.defaultFurnishingStatusId,
    constructionStatusId: lookupId,
    amenityIds: [],
    mainImage: { url: null, pendingFileName: null },
    floorPlanImage: { url: null, pendingFileName: null },
    layoutImage: { url: null, pendingFileName: null },
  };
}

/** A saved coordinate (a number or its text) as the form holds it: a finite number, else none. */
export const coordinate = (value: number | string | null | undefined): number | null => {
  if (value == null || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
};

/** The edit form's values from a saved property; what the property lacks keeps the new form's default. */
export function propertyFormValuesOf(property: Property): PropertyFormValues {
  const defaults = defaultPropertyFormValues();
  const image = (url: string | null | undefined) => ({ url: url ?? null, pendingFileName: null });
  return {
    ...defaults,
    name: property.name ?? '',
    description: property.description ?? '',
    address: property.address ?? '',
    amount: numberText(property.amount),
    roi: numberText(property.roi),
    completePct: numberText(property.completePCT),
    landArea: numberText(property.landArea),
    numOfBuildings: numberText(property.numOfBuildings),
    numOfFloors: numberText(property.numOfFloors),
    numOfRooms: numberText(property.numOfRooms),
    numOfParking: numberText(property.numOfParking),
    numOfBedrooms: numberText(property.numOfBedrooms),
    numOfBathrooms: numberText(property.numOfBathrooms),
    numOfElevators: numberText(property.numOfElevators),
    latitude: coordinate(property.latitude),
    longitude: coordinate(property.longitude),
    handoverDate: dateOnly(property.handoverDate),
    handoverQta: property.handoverQta && property.handoverQta >= 1 && property.handoverQta <= 4 ? property.handoverQta : defaults.handoverQta,
    saleStartDate: dateOnly(property.saleStartDate),
    preHandoverPaymentPct: property.preHandoverPaymentPCT ?? defaults.preHandoverPaymentPct,
    floorNumber: property.floorNumber == null ? '' : String(property.floorNumber),
    ownerShip: property.ownerShip ?? '',
    paymentPlanDetails: property.paymentPlanDetails ?? '',
    propertyTypeId: property.propertyType?.id ?? null,
    propertyCategoryId: property.propertyCategory?.id ?? null,
    areaId: property.area?.id ?? defaults.areaId,
    offeringTypeId: property.offeringType?.id ?? defaults.offeringTypeId,
    saleTypeId: property.saleType?.id ?? defaults.saleTypeId,
    furnishingStatusId: property.propertyFurnishingStatus?.id ?? defaults.furnishingStatusId,
    constructionStatusId: property.constructionStatus?.id ?? defaults.constructionStatusId,
    amenityIds: (property.amenitiesEntities ?? []).map((amenity) => amenity.id),
    mainImage: image(property.mainImageURL),
    floorPlanImage: image(property.floorPlanImageURL),
    layoutImage: image(property.layoutImageURL),
  };
}

/** Everything a save sends that the form's fields do not hold. */
export interface PropertyPayloadContext {
  readonly agencyId: number;
  readonly status: PropertySaveStatus;
  /** The images' URLs after the save's uploads (a slot with no image is null). */
  readonly imageUrls: Readonly<Record<PropertyImageSlotName, string | null>>;
  /** The lookup lists the selects offered, so each reference is sent with its name. */
  readonly lookups: {
    readonly areas: readonly LookupItem[];
    readonly amenities: readonly LookupItem[];
    readonly constructionStatuses: readonly LookupItem[];
    readonly furnishingStatuses: readonly LookupItem[];
    readonly offeringTypes: readonly LookupItem[];
    readonly saleTypes: readonly LookupItem[];
    readonly propertyTypes: readonly LookupItem[];
    readonly propertyCategories: readonly LookupItem[];
  };
  readonly project?: ProjectRef | null;
  readonly locationHighlights: readonly LocationHighlight[];
  readonly propertyMedia: readonly PropertyMedia[];
  readonly paymentPlans: readonly PaymentPlan[];
  /** When the property was first added (kept on edit, now on create). */
  readonly addedOnDate: string;
}

function numberOf(values: PropertyFormValues, field: PropertyNumberField): number {
  const reading = readFormNumber(values[field]);
  return reading.kind === 'notANumber' ? propertyFormLimits.emptyNumberValue : reading.value;
}

function referenceTo(list: readonly LookupItem[], id: number | null) {
  if (id === null) return null;
  const item = list.find((entry) => entry.id === id);
  return { id, name: item?.name ?? null };
}

/**
 * A highlight under spec 3 section 3's names only: the form's view flags (isFromProject,
 * isExisting) stay behind, and only a saved highlight keeps its id, so a new one is created.
 */
function highlightPayloadOf({ id, label, latitude, longitude, highlightsType }: LocationHighlight): LocationHighlight {
  const saved = id != null && !isTemporaryHighlightId(id);
  return { ...(saved ? { id } : {}), label, latitude, longitude, ...(highlightsType !== undefined ? { highlightsType } : {}) };
}

/**
 * The POST /api/property body from the form (spec 3 section 3): numbers read from what was typed
 * (an empty field is 0), text trimmed, lookup references with their names, the status the save
 * decided, and the lists the dialogs edited, with temporary highlight ids dropped. The fields the
 * server owns (viewCount, isViewed, spotlightId, deletedReason, deletedAt, developerRejectReason)
 * are never sent, so an update cannot wipe them.
 */
export function propertyPayloadOf(values: PropertyFormValues, context: PropertyPayloadContext): PropertyPayload {
  const { lookups } = context;
  const category = referenceTo(lookups.propertyCategories, values.propertyCategoryId);
  return {
    agencyId: context.agencyId,
    name: values.name.trim(),
    amount: numberOf(values, 'amount'),
    landArea: numberOf(values, 'landArea'),
    mainImageURL: context.imageUrls.mainImage,
    floorPlanImageURL: context.imageUrls.floorPlanImage,
    layoutImageURL: context.imageUrls.layoutImage,
    latitude: values.latitude,
    longitude: values.longitude,
    description: values.description,
    paymentPlanDetails: values.paymentPlanDetails || null,
    address: values.address.trim(),
    addedOnDate: context.addedOnDate,
    handoverDate: values.handoverDate || null,
    handoverQta: values.handoverQta,
    saleStartDate: values.saleStartDate || null,
    floorNumber: values.floorNumber.trim() || null,
    numOfBuildings: numberOf(values, 'numOfBuildings'),
    numOfFloors: numberOf(values, 'numOfFloors'),
    numOfElevators: numberOf(values, 'numOfElevators'),
    numOfParking: numberOf(values, 'numOfParking'),
    numOfRooms: numberOf(values, 'numOfRooms'),
    numOfBedrooms: numberOf(values, 'numOfBedrooms'),
    numOfBathrooms: numberOf(values, 'numOfBathrooms'),
    ownerShip: values.ownerShip.trim() || null,
    isSold: false,
    isActive: true,
    roi: numberOf(values, 'roi'),
    preHandoverPaymentPCT: values.preHandoverPaymentPct,
    completePCT: numberOf(values, 'completePct'),
    projectIdOfThis: context.project?.id ?? null,
    project: context.project ?? null,
    isDeleted: false,
    ...context.status,
    amenitiesEntities: values.amenityIds.map((id) => referenceTo(lookups.amenities, id)!),
    propertyMedia: [...context.propertyMedia],
    paymentPlans: [...context.paymentPlans],
    locationHighlights: context.locationHighlights.map(highlightPayloadOf),
    area: referenceTo(lookups.areas, values.areaId),
    propertyType: values.propertyTypeId === null ? null : { ...referenceTo(lookups.propertyTypes, values.propertyTypeId)!, ...(category ? { PropertyCategory: category } : {}) },
    propertyCategory: category,
    offeringType: referenceTo(lookups.offeringTypes, values.offeringTypeId),
    propertyFurnishingStatus: referenceTo(lookups.furnishingStatuses, values.furnishingStatusId),
    constructionStatus: referenceTo(lookups.constructionStatuses, values.constructionStatusId),
    saleType: referenceTo(lookups.saleTypes, values.saleTypeId),
  };
}

/** The PUT /api/property body: the create body plus the id, which an update requires. */
export function propertyUpdatePayloadOf(id: number, values: PropertyFormValues, context: PropertyPayloadContext): PropertyUpdatePayload {
  return { ...propertyPayloadOf(values, context), id };
}
