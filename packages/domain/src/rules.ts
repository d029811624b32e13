// The shared rules of the domain: RSQL filters, error-to-message mapping, file checks, pagination,
// experience years and media URLs.

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

export {
  errorCases,
  errorKinds,
  errorMessageFor,
  isErrorCase,
  type ErrorCase,
  type ErrorKind,
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
export { formatCsvCell, formatCsvText, utf8ByteOrderMark } from './files/csvText';
export { csvFileCheckMessage, csvHeaderCheckMessage } from './files/csvFileMessages';
export {
  createPropertyCsvRowChecker,
  type CsvCellCountFailure,
  type PropertyCsvProblemSink,
  type PropertyCsvRowChecker,
  type PropertyCsvRowFailure,
} from './propertyCsvRow/propertyCsvRowCheck';
export {
  csvUploadBlockerNotice,
  csvUploadFailure,
  type CsvUploadBlocker,
  type CsvUploadErrorLike,
  type CsvUploadFailure,
} from './propertyCsvRow/csvUploadFailure';
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

export { experienceYears, type ExperienceYearsOptions } from './agent/experienceYears';

export { imageUrlOr, isValidImageUrl, isVideoFileName, resolveMediaUrl } from './media/imageUrl';
export { countEnquiries, type EnquiryCounts } from './enquiry/enquiryCounters';
export { enquiryMatchesSearch, filterEnquiries, type EnquiryFilter, type EnquiryStatusFilter } from './enquiry/enquirySearch';
export {
  defaultEnquirySort,
  enquirySortColumns,
  isEnquirySortColumn,
  sortDirections,
  sortEnquiries,
  type EnquirySort,
  type EnquirySortColumn,
  type SortDirection,
} from './enquiry/enquirySort';
export {
  defaultEnquiryViewState,
  enquiryViewParams,
  enquiryViewStateToQuery,
  parseEnquiryViewState,
  type EnquiryViewState,
} from './enquiry/enquiryViewState';
export { csvSafeCell, enquiryCsvFileName, enquiryCsvHeader, enquiryCsvRow, enquiryCsvTable } from './enquiry/enquiryCsvExport';
export { enquiryErrorMessage, enquiryFailureToasts, type EnquiryCall } from './enquiry/enquiryErrorMessages';
export {
  reviewStatistics,
  starCountsBestFirst,
  type RatingShare,
  type ReviewStatistics,
  type StarCount,
} from './review/reviewStatistics';
export { reviewFormSchema, type ReviewFormInput, type ReviewFormValues } from './review/reviewForm.schema';
