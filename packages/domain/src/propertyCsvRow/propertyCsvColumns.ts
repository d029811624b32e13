/** The 39 columns of the bulk-upload CSV, in the order of spec 1 section 3 (and of the templates). */
export const propertyCsvColumns = [
  'name',
  'amount',
  'landArea',
  'address',
  'description',
  'addedOnDate',
  'handoverDate',
  'saleStartDate',
  'deletedAt',
  'isActive',
  'isSold',
  'handoverQta',
  'numOfBuildings',
  'numOfFloors',
  'numOfParking',
  'numOfRooms',
  'numOfBedrooms',
  'numOfBathrooms',
  'preHandoverPaymentPCT',
  'completePCT',
  'viewCount',
  'roi',
  'latitude',
  'longitude',
  'mainImageURL',
  'floorPlanImageURL',
  'layoutImageURL',
  'paymentPlanDetails',
  'floorNumber',
  'ownerShip',
  'rejectedOrBlockReason',
  'deletedReason',
  'saleTypeId',
  'propertyTypeId',
  'propertyFurnishingStatusId',
  'constructionStatusId',
  'areaId',
  'offeringTypeId',
  'projectIdOfThis',
] as const;

/** One of the 39 CSV column names. */
export type PropertyCsvColumn = (typeof propertyCsvColumns)[number];

/** Columns whose cells must not be empty (spec 1 section 5 guidance). */
export const propertyCsvRequiredColumns = ['name', 'amount', 'landArea', 'address'] as const satisfies readonly PropertyCsvColumn[];

/** Columns the guidance calls optional (spec 1 section 5); other non-required cells may be empty too. */
export const propertyCsvOptionalColumns = [
  'projectIdOfThis',
  'deletedAt',
  'rejectedOrBlockReason',
  'deletedReason',
] as const satisfies readonly PropertyCsvColumn[];

/** Whether a header name is one of the 39 columns (exact, case-sensitive, as the server maps them). */
export function isPropertyCsvColumn(name: string): name is PropertyCsvColumn {
  return (propertyCsvColumns as readonly string[]).includes(name);
}
