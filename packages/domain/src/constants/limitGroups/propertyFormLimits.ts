/** Property form: S3 2.6, 4, 5 and 9. */
export const propertyFormLimits = {
  preHandoverPaymentOptions: [20, 40, 50, 75, 100],
  defaultPreHandoverPaymentPct: 40,
  /** Selected in the area, offering type, furnishing, construction and sale type selects when a list is missing. */
  defaultLookupId: 1,
  defaultFurnishingStatusId: 1,
  descriptionEditorHeightPx: 250,
  rejectionReasonRows: 5,
  roiMin: 0,
  roiStep: 0.1,
  completionPctMin: 0,
  completionPctMax: 100,
  landAreaMin: 1,
  buildingsMin: 1,
  floorsMin: 1,
  roomsMin: 1,
  parkingMin: 0,
  bedroomsMin: 0,
  bathroomsMin: 0,
  amountMin: 0,
  /** What an emptied numeric input becomes. */
  emptyNumberValue: 0,
  /** The category id when a property type has no categories. */
  clearedCategoryId: 0,
} as const;
