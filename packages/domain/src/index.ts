// The public surface of @marketplace/domain, named one by one so a bundler keeps only what a chunk
// uses. The seed fixtures are not here: they are `@marketplace/domain/fixtures`, for the sandbox,
// stories and tests only.

// For a page under a Content-Security-Policy without 'unsafe-eval': schemas validate without compiling code.
export { validateWithoutEval } from './schemaRuntime/validateWithoutEval';

// Entities and constants of the three specs: zod schemas with their inferred types, and the
// `as const` constants with their label helpers.
export {
  enquiryStatusLabel,
  enquiryStatusLabels,
  enquiryStatuses,
  isEnquiryStatus,
  type EnquiryStatus,
} from './constants/enquiryStatus';
export {
  adminPendingListingStatusIds,
  canManageFaqs,
  dashboardListingStatusIds,
  isAdminPendingListingStatus,
  isListingStatusId,
  listingStatusIds,
  listingStatusName,
  listingStatusNames,
  type ListingStatusId,
} from './constants/listingStatus';
export {
  developerApprovalStatuses,
  isDeveloperApprovalStatus,
  type DeveloperApprovalStatus,
} from './constants/developerApproval';
export {
  constructionStatusDetailViewLabels,
  constructionStatusIds,
  constructionStatusLabel,
  constructionStatusLabels,
  defaultConstructionStatusId,
  isConstructionStatusId,
  resolveConstructionStatusId,
  unknownConstructionStatusLabel,
  type ConstructionStatusId,
  type ConstructionStatusLabelOptions,
} from './constants/constructionStatus';
export {
  agencyRoleId,
  defaultRoleName,
  hasAgencyRole,
  isRoleName,
  roleIds,
  roleNameOf,
  roleNames,
  type RoleId,
  type RoleName,
} from './constants/roles';
export {
  mediaKindOf,
  mediaKinds,
  mediaTypeFor,
  mediaTypeLabel,
  mediaTypes,
  type MediaKind,
  type MediaTypeId,
} from './constants/mediaTypes';
export { propertyTypeLabel, propertyTypes, type PropertyTypeId } from './constants/propertyTypes';
export {
  agentApprovalLabel,
  agentApprovalLabels,
  agentApprovalState,
  agentApprovalStates,
  type AgentApprovalFlags,
  type AgentApprovalState,
} from './constants/agentApproval';
export {
  agentAgencyStatuses,
  invitationStatus,
  isAgentAgencyStatus,
  type AgentAgencyStatus,
} from './constants/agentAgencyStatus';
export {
  defaultHandoverQuarter,
  handoverQuarterLabel,
  handoverQuarters,
  isHandoverQuarter,
  type HandoverQuarter,
} from './constants/handoverQuarters';
export { faqTypes, propertyFaqType, type FaqType } from './constants/faqType';
export { propertyTextMaxLengthOf, propertyTextMaxLengths, storedTextMaxLengths } from './constants/storedTextLimits';
export {
  agentLimits,
  coverImageLimits,
  csvUploadLimits,
  enquiryLimits,
  faqLimits,
  imageLimits,
  mapLimits,
  mediaLimits,
  megabytes,
  noticeDurations,
  profileLimits,
  propertyFormLimits,
  propertyListLimits,
  reviewLimits,
  roiCalculatorInputs,
  roiCalculatorOutput,
  sessionLimits,
  sharedLimits,
  teamLimits,
  type RoiCalculatorInput,
  type RoiInputLimit,
} from './constants/limits';
export {
  coordinateSchema,
  countSchema,
  idSchema,
  loginIdSchema,
  nonBlankStringSchema,
  percentageSchema,
  serverDateSchema,
  type Coordinate,
  type LoginId,
} from './primitives/primitives.schema';
export {
  accountsPageSchema,
  dataItemSchema,
  dataPageSchema,
  pageableSchema,
  springPageSchema,
  type AccountsPage,
  type DataItem,
  type DataPage,
  type SpringPage,
} from './springPage/springPage.schema';
export {
  lookupItemSchema,
  lookupListSchema,
  lookupRefSchema,
  propertyCategorySchema,
  propertyTypeRefSchema,
  propertyTypeWithCategoriesSchema,
  type LookupItem,
  type LookupRef,
  type PropertyCategory,
  type PropertyTypeRef,
  type PropertyTypeWithCategories,
} from './lookup/lookup.schema';
export {
  enquiryListSchema,
  enquiryNoteUpdateSchema,
  enquirySchema,
  enquiryStatusSchema,
  enquiryStatusUpdateSchema,
  type Enquiry,
  type EnquiryNoteUpdate,
  type EnquiryStatusUpdate,
} from './enquiry/enquiry.schema';
export {
  isPropertyCsvColumn,
  propertyCsvColumns,
  propertyCsvOptionalColumns,
  propertyCsvRequiredColumns,
  type PropertyCsvColumn,
} from './propertyCsvRow/propertyCsvColumns';
export {
  csvNumberInRange,
  parseCsvBoolean,
  parseCsvCount,
  parseCsvDate,
  parseCsvHandoverQuarter,
  parseCsvId,
  parseCsvLatitude,
  parseCsvLongitude,
  parseCsvNumber,
  parseCsvPercentage,
  parseCsvText,
  requiredCsvCell,
  type CsvCellFailure,
  type CsvCellIssue,
  type CsvCellParser,
  type CsvCellResult,
  type CsvCellValue,
} from './propertyCsvRow/propertyCsvCells';
export {
  csvCellSchema,
  csvUploadResultSchema,
  propertyCsvCellParsers,
  propertyCsvRowSchema,
  type CsvUploadResult,
  type PropertyCsvCellSchema,
  type PropertyCsvRecord,
  type PropertyCsvRow,
} from './propertyCsvRow/propertyCsvRow.schema';
export {
  agencyProfileSchema,
  agencyProfileUpdatePayloadSchema,
  agencyProfileUpdateResultSchema,
  serviceAreaSchema,
  type AgencyProfile,
  type AgencyProfileUpdateInput,
  type AgencyProfileUpdatePayload,
  type AgencyProfileUpdateResult,
  type ServiceArea,
} from './agencyProfile/agencyProfile.schema';
export {
  agencyProfileFormSchema,
  agencyProfileFormValues,
  createAgencyProfileFormSchema,
  earliestIndustryStartYear,
  isProfileEmail,
  isProfilePhone,
  isProfileUrl,
  type AgencyProfileFormField,
  type AgencyProfileFormSchemaOptions,
  type AgencyProfileFormValues,
} from './agencyProfile/agencyProfileForm.schema';
export { parseIndustryStartYear, profileTextMaxLengths, type ProfileLimitedTextField } from './agencyProfile/agencyProfileText.rules';
export { westernDigits } from './primitives/westernDigits';
export { isolatedText, parseJsonWithoutBidiControls, withoutBidiControls } from './primitives/bidiControls';
export {
  ratingSchema,
  reviewAuthorDetailsSchema,
  reviewSchema,
  reviewStatusSchema,
  reviewStatuses,
  reviewSubmitPayloadSchema,
  type Review,
  type ReviewAuthorDetails,
  type ReviewStatus,
  type ReviewSubmitPayload,
} from './review/review.schema';
export { uploadedMediaItemSchema, type UploadedMediaItem } from './uploadedMedia/uploadedMedia.schema';
export {
  hasTeamMobileDigits,
  teamMemberCreatePayloadSchema,
  teamMemberSchema,
  teamMemberUpdatePayloadSchema,
  type TeamMember,
  type TeamMemberCreatePayload,
  type TeamMemberUpdatePayload,
} from './teamMember/teamMember.schema';
export {
  emptyTeamMemberForm,
  isTeamMemberFormError,
  isValidTeamMobile,
  normaliseTeamMobile,
  teamMemberFormErrors,
  teamMemberFormFrom,
  teamMemberFormSchema,
  type TeamMemberFormError,
  type TeamMemberFormInput,
  type TeamMemberFormValues,
} from './teamMember/teamMemberForm.schema';
export {
  changeTeamViewState,
  defaultTeamViewState,
  parseTeamViewState,
  teamViewParams,
  teamViewStateToQuery,
  type TeamViewState,
} from './teamMember/teamViewState.rules';
export { agentLanguageSchema, agentSchema, type Agent, type AgentLanguage } from './agent/agent.schema';
export {
  agentAgencyRelationshipSchema,
  agentAgencyStatusSchema,
  agentInvitePayloadSchema,
  type AgentAgencyRelationship,
  type AgentInvitePayload,
} from './agentAgencyRelationship/agentAgencyRelationship.schema';
export {
  amenitySchema,
  locationHighlightDraftSchema,
  locationHighlightListSchema,
  locationHighlightSchema,
  mediaKindSchema,
  mediaTypeSchema,
  paymentMilestoneSchema,
  paymentPlanSchema,
  projectRefSchema,
  propertyMediaSchema,
  type Amenity,
  type LocationHighlight,
  type LocationHighlightDraft,
  type PaymentMilestone,
  type PaymentPlan,
  type ProjectRef,
  type PropertyMedia,
} from './property/propertyParts.schema';
export {
  developerApprovalStatusSchema,
  propertyPayloadSchema,
  propertyRejectionSchema,
  propertyStatusChangeSchema,
  propertyUpdatePayloadSchema,
  type PropertyPayload,
  type PropertyRejection,
  type PropertyStatusChange,
  type PropertyUpdatePayload,
} from './property/propertyPayload.schema';
export { propertySchema, type Property } from './property/property.schema';
export { projectSchema, type Project } from './project/project.schema';
export { plainTextOf, projectDescriptionPreview } from './project/projectDescription.rules';
export { developerSchema, type Developer } from './developer/developer.schema';
export {
  faqCreatePayloadSchema,
  faqSchema,
  faqTypeSchema,
  faqUpdatePayloadSchema,
  type Faq,
  type FaqCreatePayload,
  type FaqUpdatePayload,
} from './faq/faq.schema';
export {
  faqCounterTone,
  faqDraftProblem,
  faqFieldMaxLength,
  isFaqFieldOverLimit,
  type FaqCounterTone,
  type FaqDraftProblem,
  type FaqDraftText,
  type FaqField,
} from './faq/faqDraft.rules';

// Rules: RSQL filters, error-to-message mapping, file and CSV checks, pagination, enquiry lists,
// review statistics, experience years and media URLs.
export {
  formatRsqlValue,
  rsqlAnd,
  rsqlComparison,
  rsqlContains,
  rsqlContainsLike,
  rsqlEq,
  rsqlGte,
  rsqlLike,
  rsqlLte,
  rsqlNotEq,
  rsqlOperators,
  rsqlOr,
  toRsql,
  userSearchText,
  type RsqlComparison,
  type RsqlGroup,
  type RsqlNode,
  type RsqlOperator,
  type RsqlPart,
  type RsqlValue,
} from './rsql/rsqlBuilder';
export {
  adminReviewedPropertiesFilter,
  agencyPropertiesFilter,
  agencyPropertyByIdFilter,
  agentPublicPropertiesFilter,
  approvedProjectsFilter,
  developerProjectsFilter,
  developerReviewedPropertiesFilter,
  idFilter,
  propertyCountsFilter,
  propertyFaqsFilter,
  reviewedPropertyTabs,
  type AgencyPropertiesQuery,
  type DeveloperProjectsQuery,
  type ListingStatusIdSet,
  type ReviewedPropertiesQuery,
  type ReviewedPropertyTab,
  type RsqlId,
} from './rsql/propertyFilters.rules';
export {
  approvedReviewsFilter,
  availableAgentsFilter,
  teamMemberSearchFilter,
  type RatingRange,
} from './rsql/peopleFilters.rules';

export { errorKinds, type ErrorKind } from './errors/errorKinds';
export { noStoredNameIssue } from './errors/decodeIssues';
export {
  errorCases,
  errorMessageFor,
  isErrorCase,
  type ErrorCase,
  type ErrorLike,
} from './errors/errorMessage.rules';

export {
  bytesPerMegabyte,
  fileExtension,
  imageFileExtensions,
  imageMimeTypes,
  mimeEssence,
  videoFileExtensions,
  videoMimeTypes,
  type FileFacts,
} from './files/fileTypes';
export {
  validateCsvFile,
  validateEditFormImage,
  validateMediaFile,
  validateProfileImage,
  validatePropertyImage,
  type FileCheck,
  type FileRejectionReason,
} from './files/fileValidation.rules';
export { validateCsvHeader, type CsvHeaderCheck } from './files/csvHeader.rules';
export { imageSignature, imageSignatureLength, isSvgImage, type ImageSignature } from './files/imageSignature.rules';
export { formatCsvCell, formatCsvText, utf8ByteOrderMark } from './files/csvText';
export { csvFileCheckMessage, csvHeaderCheckMessage } from './files/csvFileMessages';
export {
  createPropertyCsvRowChecker,
  type CsvCellCountFailure,
  type PropertyCsvProblemSink,
  type PropertyCsvRowChecker,
  type PropertyCsvRowFailure,
} from './propertyCsvRow/propertyCsvRow.rules';
export {
  csvUploadBlockerNotice,
  csvUploadFailure,
  type CsvUploadBlocker,
  type CsvUploadErrorLike,
  type CsvUploadFailure,
} from './propertyCsvRow/csvUploadFailure';
export { readCsvUploadAnswer, type CsvUploadAnswer } from './propertyCsvRow/csvUploadAnswer';
export { describePropertyCsvFailure, describePropertyCsvProblems, type PropertyCsvProblem } from './propertyCsvRow/propertyCsvProblemText';
export {
  propertyCsvTemplateFile,
  propertyCsvTemplateFileNames,
  propertyCsvTemplateKinds,
  propertyCsvTemplateProjectIds,
  propertyCsvTemplateRows,
  type PropertyCsvTemplateFile,
  type PropertyCsvTemplateKind,
  type PropertyCsvTemplateOptions,
} from './propertyCsvRow/propertyCsvTemplate';

export {
  clampPage,
  pageAfterRemoval,
  pageCount,
  slicePage,
  type ClientPage,
} from './pagination/pagination.rules';
export { compactPageItems, pageWindow, type PageItem } from './pagination/pageButtons.rules';

export { experienceYears, type ExperienceYearsOptions } from './agent/experienceYears.rules';
export {
  agentFullName,
  agentListFilterFields,
  agentListViewParams,
  agentListViewStateToQuery,
  changeAgentListViewState,
  defaultAgentListViewState,
  emptyAgentListFilters,
  filterAgents,
  hasAgentListFilters,
  parseAgentListViewState,
  type AgentListFilters,
  type AgentListViewState,
} from './agent/agentList.rules';
export { listingStatusBadge, listingStatusBadgeTones, type ListingStatusBadgeTone } from './property/listingStatusBadge.rules';
export { isProjectUnit, propertyRejectionReasons, propertyRibbonKinds, propertyRibbons, type PropertyRibbonKind } from './property/propertyCard.rules';
export {
  changeReviewedViewState,
  defaultReviewedViewState,
  parseReviewedViewState,
  reviewedViewParams,
  reviewedViewStateToQuery,
  type ReviewedViewState,
} from './property/reviewedViewState.rules';

export { imageUrlOr, isValidImageUrl, isVideoFileName, resolveMediaUrl } from './media/imageUrl.rules';
export {
  additionalMediaKind,
  additionalMediaUploadConcurrency,
  allMediaStored,
  checkAdditionalMediaFile,
  describeMedia,
  fromPropertyMedia,
  moveAdditionalMedia,
  removeMedia,
  toPropertyMedia,
  toggleFeaturedMedia,
  type AdditionalMediaItem,
  type AdditionalMediaRefusal,
} from './media/additionalMedia.rules';
export { contentMatchesKind, mediaSignatureLength, videoSignature, type VideoSignature } from './media/mediaSignature.rules';
export { countEnquiries, type EnquiryCounts } from './enquiry/enquiryCounters.rules';
export { enquiryMatchesSearch, filterEnquiries, type EnquiryFilter, type EnquiryStatusFilter } from './enquiry/enquirySearch.rules';
export { enquiryNoteMaxLength, enquiryNoteToSave, type EnquiryNoteSave } from './enquiry/enquiryNote.rules';
export {
  defaultEnquirySort,
  enquirySortColumns,
  isEnquirySortColumn,
  sortDirections,
  isSortDirection,
  sortEnquiries,
  type EnquirySort,
  type EnquirySortColumn,
  type SortDirection,
} from './enquiry/enquirySort.rules';
export {
  changeEnquiryViewState,
  defaultEnquiryViewState,
  enquiryViewParams,
  enquiryViewStateToQuery,
  parseEnquiryViewState,
  type EnquiryViewState,
} from './enquiry/enquiryViewState.rules';
export { csvSafeCell, enquiryCsvFileName, enquiryCsvHeader, enquiryCsvRow, enquiryCsvTable } from './enquiry/enquiryCsvExport';
export { enquiryErrorMessage, enquiryFailureToasts, type EnquiryCall } from './errors/enquiryErrorMessage';
export { agentListFailure, type AgentListCall, type AgentListErrorMessages, type AgentListFailure } from './errors/agentListErrorMessage';
export {
  reviewStatistics,
  starCountsBestFirst,
  type RatingShare,
  type ReviewStatistics,
  type StarCount,
} from './review/reviewStatistics.rules';
export { reviewFormSchema, type ReviewFormInput, type ReviewFormValues } from './review/reviewForm.schema';

// The session's wire shapes and their decoders.
export {
  refreshResponseSchema,
  sessionProfileResponseSchema,
  sessionProfileSchema,
  signInRequestSchema,
  signInResponseSchema,
  tokenResponseSchema,
  type RefreshResponse,
  type SessionProfile,
  type SignInRequest,
  type SignInResponse,
  type TokenResponse,
} from './session/session.schema';
export { SessionDecodeError, type SessionDecodeIssue, type SessionDecodeResult, type SessionDecoder } from './session/sessionDecoder';
export { tokenRefreshDelayMs, tokenRefreshRetryDelayMs } from './session/tokenRefreshTiming';

export * from './messages';
export { defaultPanelSection, isPanelSection, panelSections, type PanelSection } from './panel/panelSections';
export type { ErrorMessageTable } from './errors/errorMessageTable';
export { readErrorFacts, type ErrorFacts } from './errors/errorFacts';
export { signInErrorMessage, type SignInErrorMessages } from './errors/signInErrorMessage';
export { sessionEndedMessage } from './errors/sessionEndedMessage';
export { profileLoadFailure, profileSaveErrorMessage, type ProfileLoadFailure } from './errors/profileErrorMessage';
export { additionalMediaUploadErrorMessage, mediaUploadErrorMessage, profileImageErrorMessage, type UploadErrorMessages } from './errors/uploadErrorMessage';
export { reviewSubmitErrorMessage } from './errors/reviewErrorMessage';
export { propertyDeleteErrorMessage } from './errors/propertyDeleteErrorMessage';
export { faqErrorMessage, type FaqAction } from './errors/faqErrorMessage';
export { geocoderErrorMessage, pointTextErrorMessage } from './errors/mapPickerErrorMessage';
export { developerLoadErrorMessage, projectListErrorMessage, projectLoadErrorMessage } from './errors/projectErrorMessage';
export {
  calculateRoi,
  defaultRoiValues,
  parseTypedNumber,
  readRoiInput,
  roiInputOrder,
  type RoiBreakdown,
  type RoiInputReading,
  type RoiValues,
} from './roi/roiCalculation.rules';
export { isValidGeoPoint, type GeoPoint } from './geo/geoPoint';
export {
  formatCoordinate,
  parseCoordinate,
  parsePointText,
  readPointText,
  type CoordinateAxis,
  type CoordinateParse,
  type PointTextParse,
} from './geo/coordinateInput';
export { GeocoderError, isGeocoderError, type Geocoder, type GeocoderErrorKind, type GeocoderSuggestion } from './geo/geocoder';
export { defaultMapCentre, mapConstants } from './geo/mapConstants';
export {
  createGazetteerIndex,
  distanceKm,
  nearestPlace,
  normaliseGazetteerText,
  searchGazetteer,
  type GazetteerIndex,
  type GazetteerPlace,
} from './geo/gazetteer';
export {
  builtInHighlightTypes,
  canAddHighlight,
  existingHighlightColour,
  highlightDraftProblems,
  highlightMarkerColour,
  highlightMarkerColours,
  isTemporaryHighlightId,
  nextTemporaryHighlightId,
  projectHighlightColour,
  type HighlightColourFacts,
  type HighlightDraftFields,
  type HighlightDraftProblems,
} from './geo/locationHighlights';
export { statusOnCreate, statusOnEdit, type PropertySaveStatus, type SavedPropertyStatus } from './propertyForm/propertyStatusOnSave.rules';
export {
  listingQuality,
  listingQualityChecks,
  listingQualityRules,
  type ListingQuality,
  type ListingQualityCheck,
  type ListingQualityFacts,
  type ListingQualityResult,
} from './propertyForm/listingQuality.rules';
export { handoverBeforeSaleStart, milestoneTotal, type MilestoneTotal, type MilestoneTotalState } from './propertyForm/paymentPlanTotal.rules';
export { canAddDueDate, emptyPaymentMilestone, emptyPaymentPlan, isPaymentPlanBlank, paymentPlanPercentBounds, readMilestoneSchedule, readPlanPercent, writeMilestoneSchedule, type MilestoneSchedule, type PlanPercentReading } from './propertyForm/paymentPlans.rules';
export { readFormNumber, type FormNumberReading } from './propertyForm/formNumber.rules';
export {
  hasImage,
  propertyFormSchema,
  propertyImageSlots,
  propertyNumberFields,
  type PropertyFormKind,
  type PropertyFormValues,
  type PropertyImageSlot,
  type PropertyImageSlotName,
  type PropertyNumberField,
} from './propertyForm/propertyForm.schema';
export {
  defaultPropertyFormValues,
  propertyFormValuesOf,
  propertyPayloadOf,
  propertyUpdatePayloadOf,
  type PropertyPayloadContext,
} from './propertyForm/propertyFormPayload';
export { propertyImageUploadFailedMessage, propertySaveErrorMessage, type PropertySaveMessages } from './errors/propertySaveErrorMessage';
export { listingQualityFactsOf } from './propertyForm/listingQualityFacts';
export { editBannersOf, isProjectProperty, type EditBanner, type EditBannerFacts, type EditBannerKind } from './propertyForm/editBanners.rules';
export {
  isProjectLockedField,
  projectLockedFields,
  projectLockedValues,
  projectUnitFormValues,
  withProjectLockedValues,
  type ProjectLockedField,
} from './propertyForm/projectUnit.rules';
