import type { PropertyPayload, PropertyUpdatePayload } from '@marketplace/domain';
import type { BodySchema } from '../../http/requestGuards';

/**
 * The top-level names of the property payload, copied letter for letter from spec 3 section 3
 * ("Property (payload sent to the server)"), in the spec's order. A real Spring backend drops a
 * name it does not know without a word, so `numberOfRooms` for `numOfRooms` would lose the value
 * silently; the sandbox refuses any other name instead (see {@link unknownPropertyFields}).
 */
export const propertyPayloadFieldNames = [
  'agencyId',
  'name',
  'amount',
  'landArea',
  'mainImageURL',
  'floorPlanImageURL',
  'layoutImageURL',
  'latitude',
  'longitude',
  'description',
  'paymentPlanDetails',
  'address',
  'addedOnDate',
  'handoverDate',
  'handoverQta',
  'saleStartDate',
  'floorNumber',
  'numOfBuildings',
  'numOfFloors',
  'numOfElevators',
  'numOfParking',
  'numOfRooms',
  'numOfBedrooms',
  'numOfBathrooms',
  'ownerShip',
  'isSold',
  'isActive',
  'rejectedOrBlockReason',
  'approvedTime',
  'roi',
  'preHandoverPaymentPCT',
  'completePCT',
  'viewCount',
  'isViewed',
  'spotlightId',
  'projectIdOfThis',
  'project',
  'isDeleted',
  'deletedReason',
  'deletedAt',
  'developerRejectReason',
  'developerApprovalStatus',
  'developerApprovedTime',
  'isDeveloperApproved',
  'amenitiesEntities',
  'propertyMedia',
  'paymentPlans',
  'locationHighlights',
  'area',
  'propertyType',
  'propertyCategory',
  'offeringType',
  'propertyFurnishingStatus',
  'constructionStatus',
  'saleType',
  'listingStatus',
] as const;

/** A top-level name of the payload. */
export type PropertyPayloadFieldName = (typeof propertyPayloadFieldNames)[number];

/** The update's names: the create's plus the id ("Updates also carry id"). */
export const propertyUpdateFieldNames = [...propertyPayloadFieldNames, 'id'] as const;

/**
 * Names the spec lists that other calls write, so the property form never sends them: the view
 * counter and the admin's viewed flag, the spotlight slot, the soft delete's reason and time, and
 * the developer's rejection reason (PUT /api/property/developer/reject/{id}). An update that sent
 * them, even as null, could wipe what the server holds. The sandbox still accepts them, since the
 * spec names them.
 */
export const propertyServerOwnedFieldNames = [
  'viewCount',
  'isViewed',
  'spotlightId',
  'deletedReason',
  'deletedAt',
  'developerRejectReason',
] as const satisfies readonly PropertyPayloadFieldName[];

/** The names every lookup item carries (spec 3 section 3, "Lookup lists"). */
export const lookupFieldNames = ['id', 'name', 'description', 'imageURL'] as const;

/** The names one nested object of the payload may carry. */
export interface NestedFieldNames {
  /** The spec's names for this object. */
  readonly names: readonly string[];
  /**
   * A reference to a lookup item: also accepted with any of {@link lookupFieldNames}, since the
   * spec's lookups carry all four and a reference echoed from a read (listingStatus "on read also
   * description and imageURL") is named correctly.
   */
  readonly lookup: boolean;
}

const lookupRef = (...names: string[]): NestedFieldNames => ({ names, lookup: true });
const part = (...names: string[]): NestedFieldNames => ({ names, lookup: false });

/**
 * The nested objects' names (spec 3 section 3, "Nested parts"), by the path of field names that
 * leads to them (a list's items under the list's name). Saved list items (media, plans,
 * milestones, highlights) also carry their `id`, which keeps them from being created twice on an
 * update; a new highlight's temporary negative id is never sent.
 */
export const propertyPayloadNestedFieldNames = {
  project: part('id', 'name'),
  amenitiesEntities: lookupRef('id', 'name'),
  propertyMedia: part('id', 'url', 'mediaType', 'type', 'isFeatured', 'description'),
  'propertyMedia.mediaType': part('id', 'name'),
  paymentPlans: part('id', 'name', 'resaleAvailablePCT', 'note', 'paymentMilestones'),
  'paymentPlans.paymentMilestones': part('id', 'name', 'pct', 'description', 'paymentSchedule'),
  locationHighlights: part('id', 'label', 'latitude', 'longitude', 'highlightsType'),
  'locationHighlights.highlightsType': lookupRef('id', 'name', 'description', 'imageURL'),
  area: lookupRef('id', 'name', 'description'),
  propertyType: lookupRef('id', 'name', 'PropertyCategory'),
  'propertyType.PropertyCategory': lookupRef('id', 'name'),
  propertyCategory: lookupRef('id', 'name'),
  offeringType: lookupRef('id', 'name'),
  propertyFurnishingStatus: lookupRef('id', 'name', 'imageURL', 'description'),
  constructionStatus: lookupRef('id', 'name', 'imageURL', 'description'),
  saleType: lookupRef('id', 'name'),
  listingStatus: lookupRef('id', 'name'),
} as const satisfies Record<string, NestedFieldNames>;

/** A path of {@link propertyPayloadNestedFieldNames}. */
export type PropertyNestedPath = keyof typeof propertyPayloadNestedFieldNames;

// The domain's payload type and the spec's list must name the same fields, so a rename on either
// side fails the typecheck as well as the contract test.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const payloadTypeMatchesSpec: Same<keyof PropertyPayload, PropertyPayloadFieldName> = true;
const updateTypeMatchesSpec: Same<keyof PropertyUpdatePayload, (typeof propertyUpdateFieldNames)[number]> = true;
void payloadTypeMatchesSpec;
void updateTypeMatchesSpec;

/** The 400 message of a payload with names the spec does not give, e.g. `Unknown property field(s): numberOfRooms`. */
export const unknownPropertyFieldsMessage = (paths: readonly string[]) => `Unknown property field(s): ${paths.join(', ')}`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function nestedNamesAt(path: string): NestedFieldNames | undefined {
  return Object.hasOwn(propertyPayloadNestedFieldNames, path) ? propertyPayloadNestedFieldNames[path as PropertyNestedPath] : undefined;
}

function unknownNested(value: unknown, contractPath: string, at: string, found: string[]): void {
  const contract = nestedNamesAt(contractPath);
  if (!contract) return;
  const items = Array.isArray(value) ? value.map((item, index) => [item, `${at}.${index}`] as const) : [[value, at] as const];
  for (const [item, itemAt] of items) {
    if (!isRecord(item)) continue;
    const allowed = new Set<string>(contract.lookup ? [...contract.names, ...lookupFieldNames] : contract.names);
    for (const [key, child] of Object.entries(item)) {
      if (!allowed.has(key)) found.push(`${itemAt}.${key}`);
      else unknownNested(child, `${contractPath}.${key}`, `${itemAt}.${key}`, found);
    }
  }
}

/**
 * The names in a POST (`create`) or PUT (`update`) /api/property body that spec 3 section 3 does
 * not give, at any depth the spec describes, as dotted paths (`paymentPlans.0.paymentMilestones.1.percentage`);
 * empty when every name is the spec's. What is not an object is left to the schema.
 */
export function unknownPropertyFields(body: unknown, mode: 'create' | 'update'): string[] {
  if (!isRecord(body)) return [];
  const known = new Set<string>(mode === 'update' ? propertyUpdateFieldNames : propertyPayloadFieldNames);
  const found: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (!known.has(key)) found.push(key);
    else unknownNested(value, key, key, found);
  }
  return found;
}

/**
 * A body schema that first refuses names the spec does not give (the issue reads
 * `Unknown property field(s): ...`), then decodes with `schema`. It keeps the schema's `shape`, so
 * the text limits still know the top-level fields.
 */
export function refusingUnknownPropertyFields<T>(
  schema: BodySchema<T> & { readonly shape: object },
  mode: 'create' | 'update',
): BodySchema<T> & { readonly shape: object } {
  return {
    shape: schema.shape,
    safeParse(input) {
      const unknown = unknownPropertyFields(input, mode);
      if (unknown.length > 0) return { success: false, error: { issues: [{ path: [], message: unknownPropertyFieldsMessage(unknown) }] } };
      return schema.safeParse(input);
    },
  };
}
