/**
 * Every number the three specs give in section 9, and the numbers of sections 4 and 5 that act as
 * constants. Grouped by area; each group names its spec section (S1 = spec 1, S2 = spec 2, S3 = spec 3).
 */

const MB = 1024 * 1024;
const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** Byte sizes written the way the specs write them (1 MB = 1,048,576 bytes, so 10 MB = 10485760). */
export function megabytes(count: number): number {
  return count * MB;
}

/** Shared across screens: S1 9, S2 9, S3 9. */
export const sharedLimits = {
  searchDebounceMs: 300,
  narrowScreenBreakpointPx: 768,
  currency: 'AED',
  areaUnit: 'sqft',
} as const;

/** Enquiry list: S1 2.1 and 9. */
export const enquiryLimits = {
  defaultSort: { field: 'id', direction: 'desc' },
  /** How long a status change's success toast offers Undo (issue 4, beyond the spec). */
  undoWindowMs: 5 * SECOND,
  /**
   * The narrowest screen that shows the list as a table (issue 13): its seven columns need 896 px
   * beside the 248 px sidebar and the page's padding. Narrower screens show cards, whatever the spec's
   * 768 px breakpoint says for the filters.
   */
  tableMinScreenPx: 1200,
} as const;

/** Bulk CSV upload: S1 2.2, 4, 5 and 9. */
export const csvUploadLimits = {
  maxFileBytes: megabytes(10),
  columnCount: 39,
  uploadTimeoutMs: 300_000,
  selectionClearMs: 3 * SECOND,
  templateSampleRows: 3,
  dateFormat: 'M/D/YYYY',
} as const;

/** Media upload and copy-URL list: S1 2.2 and 9, S2 5 and 9, S3 5 and 9. */
export const mediaLimits = {
  sharedUploadMaxBytes: megabytes(10),
  additionalMediaMaxBytes: megabytes(10),
  copyIndicatorMs: 2 * SECOND,
} as const;

/** Image pickers: S1 5 and 9 (profile and team 2 MB), S3 5 and 9 (property form and edit form 5 MB). */
export const imageLimits = {
  profileImageMaxBytes: megabytes(2),
  teamImageMaxBytes: megabytes(2),
  propertyImageMaxBytes: megabytes(5),
} as const;

/** Agency profile: S1 4 and 9. */
export const profileLimits = {
  messageClearMs: 3 * SECOND,
  reloadAfterSaveMs: 1.5 * SECOND,
  defaultRoleId: 4,
} as const;

/** Cover banner crop: S1 2.4, 5 and 9. */
export const coverImageLimits = {
  aspectRatio: 3.5,
  outputWidthPx: 1200,
  outputHeightPx: 343,
  jpegQuality: 0.9,
  cropWindowWidthPx: 350,
  cropWindowHeightPx: 100,
  canvasWidthPx: 700,
  canvasHeightPx: 400,
} as const;

/** Session: S1 4 and 9. */
export const sessionLimits = {
  tokenRefreshLeadMs: 5 * MINUTE,
  roleCheckRefreshRetries: 1,
  /**
   * Beyond the spec: a token living 25 minutes or less is refreshed when this share of its remaining
   * life is left, not 5 minutes before expiry (which, for a lifetime of 5 minutes or less, is at once, every time).
   */
  tokenRefreshLeadShare: 0.2,
  /** Beyond the spec: refreshes never follow each other more closely, whatever lifetime the server gives. */
  tokenRefreshMinIntervalMs: 10 * SECOND,
  /** Beyond the spec: a refresh that could not reach the server is retried after 2, 4, 8, ... seconds, at most a minute apart. */
  tokenRefreshRetryFirstMs: 2 * SECOND,
  tokenRefreshRetryMaxMs: MINUTE,
} as const;

/** Customer reviews: S1 5, 7 and 9. */
export const reviewLimits = {
  summaryFetchSize: 100,
  summaryShownCount: 3,
  fullListPageSize: 10,
  maxLength: 500,
  warnAboveLength: 450,
  minRating: 1,
  maxRating: 5,
  recommendMinRating: 4,
  averageDecimals: 1,
} as const;

/** Agency team management: S2 5 and 9. */
export const teamLimits = {
  pageSize: 10,
  noticeDismissMs: 5 * SECOND,
  mobileDigits: 10,
} as const;

/** Agent list and agent management: S2 4, 7 and 9. */
export const agentLimits = {
  pageSize: 10,
  managementNoticeDismissMs: 5 * SECOND,
  agentListNoticeDismissMs: 3 * SECOND,
  simulatedRequestDelayMs: 1 * SECOND,
  pendingLookupPage: 0,
  pendingLookupSize: 100,
  languagesShown: 2,
  minExperienceYears: 0,
  dialogPriceCurrency: 'USD',
  dialogPriceDecimals: 2,
} as const;

/** Map location picker (S2 2.4 and 9) and the location highlight map (S3 2.6 and 9). */
export const mapLimits = {
  defaultLatitude: 25.2048,
  defaultLongitude: 55.2708,
  pickerDefaultZoom: 13,
  pickerSearchResultZoom: 16,
  propertyMapDefaultZoom: 15,
  coordinateDecimals: 6,
  geocodeSuggestionLimit: 5,
  highlightMapHeightPx: 500,
  highlightMarkerColourCount: 10,
} as const;

/** One ROI calculator input: its default and the range its value is clamped to. */
export interface RoiInputLimit {
  readonly defaultValue: number;
  readonly min: number;
  readonly max: number;
}

/** ROI calculator defaults (S2 9) and input clamps (S2 5); vacancy and appreciation are percentages. */
export const roiCalculatorInputs = {
  propertyValue: { defaultValue: 500_000, min: 1, max: 1_000_000_000 },
  annualRentalIncome: { defaultValue: 30_000, min: 0, max: 100_000_000 },
  propertyTax: { defaultValue: 5_000, min: 0, max: 1_000_000 },
  insurance: { defaultValue: 2_000, min: 0, max: 1_000_000 },
  maintenance: { defaultValue: 3_000, min: 0, max: 1_000_000 },
  managementFee: { defaultValue: 2_000, min: 0, max: 1_000_000 },
  utilities: { defaultValue: 1_000, min: 0, max: 1_000_000 },
  mortgageInterest: { defaultValue: 10_000, min: 0, max: 10_000_000 },
  vacancyRatePct: { defaultValue: 5, min: 0, max: 100 },
  appreciationRatePct: { defaultValue: 3, min: -10, max: 30 },
} as const satisfies Record<string, RoiInputLimit>;

/** The ROI calculator's inputs. */
export type RoiCalculatorInput = keyof typeof roiCalculatorInputs;

/** ROI calculator output rounding (S2 9): ROI to 2 decimals, AED amounts with none. */
export const roiCalculatorOutput = {
  roiDecimals: 2,
  amountDecimals: 0,
  nonNumericInputValue: 0,
} as const;

/** Property lists and the project chooser: S3 2.3, 2.7, 4 and 9. */
export const propertyListLimits = {
  defaultPageSize: 12,
  reviewListPageSize: 9,
  projectChooserPageSize: 9,
  reviewListAllPagesMax: 5,
  chooserPageButtonsNarrow: 3,
  chooserPageButtonsWide: 5,
  descriptionPreviewLength: 120,
} as const;

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

/** Notice and toast durations: S3 4 and 9. */
export const noticeDurations = {
  toastMs: 3 * SECOND,
  noticeDismissMs: 3 * SECOND,
  formBannerMs: 3 * SECOND,
  faqMessageMs: 5 * SECOND,
} as const;

/** Property FAQs: S3 5 and 9. */
export const faqLimits = {
  questionMaxLength: 250,
  answerMaxLength: 1500,
  counterAmberShareLeft: 0.2,
  counterRedShareLeft: 0.1,
} as const;
