// The entities and constants of the three specs: zod schemas with their inferred types, and the
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
