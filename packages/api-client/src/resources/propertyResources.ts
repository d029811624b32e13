// Sub-barrel of the property host's calls and hooks: enquiries and the CSV upload (spec 1), properties,
// projects, lookups, media and property FAQs (spec 3), spec 2's property searches (see docs/decisions.md
// for the hosts).
export {
  enquiriesPath,
  enquiryScopeOf,
  fetchEnquiries,
  mergeEnquiry,
  updateEnquiryNote,
  updateEnquiryStatus,
  type EnquiryNoteChange,
  type EnquiryScope,
  type EnquiryStatusChange,
} from './property/enquiries';
export { enquiriesKey, useEnquiries, useUpdateEnquiryNote, useUpdateEnquiryStatus } from './property/enquiries.hooks';
export {
  countPropertiesByStatus,
  fetchPropertyCounts,
  propertyCountsPageSize,
  type PropertyCounts,
  type PropertyCountsOptions,
} from './property/propertyCounts';
export { propertyCountsKey, usePropertyCounts } from './property/propertyCounts.hooks';
export {
  defaultPropertyPageSize,
  fetchProperties,
  propertySearchQuery,
  type PropertyPageOptions,
  type PropertyListFilter,
  type PropertyPage,
} from './property/properties';
export { propertiesKey, useProperties } from './property/properties.hooks';
export { fetchAgencyProperty } from './property/agencyProperty';
export { agencyPropertyKey, useAgencyProperty } from './property/agencyProperty.hooks';
export {
  approvePropertyAsDeveloper,
  createProperty,
  deleteProperty,
  rejectProperty,
  rejectPropertyAsDeveloper,
  setPropertyStatus,
  updateProperty,
  type PropertyRejectionInput,
  type PropertyStatusUpdate,
} from './property/propertyMutations';
export {
  useApprovePropertyAsDeveloper,
  useCreateProperty,
  useDeleteProperty,
  useRejectProperty,
  useRejectPropertyAsDeveloper,
  useSetPropertyStatus,
  useUpdateProperty,
} from './property/propertyMutations.hooks';
export {
  fetchProject,
  fetchProjectLocationHighlights,
  fetchProjects,
  projectSearchFilter,
  type ProjectListFilter,
  type ProjectPage,
} from './property/projects';
export { locationHighlightsKey, projectKey, projectsKey, useLocationHighlights, useProject, useProjects } from './property/projects.hooks';
export {
  catalogueLookupItems,
  fallbackLookups,
  fetchAmenities,
  fetchAreas,
  fetchConstructionStatuses,
  fetchFurnishingStatuses,
  fetchLocationHighlightTypes,
  fetchLookups,
  fetchOfferingTypes,
  fetchPropertyCategories,
  fetchSaleTypes,
  lookupSearchQuery,
  serverLookupLists,
  type Lookups,
  type LookupsOptions,
  type ServerLookupList,
} from './property/lookups';
export { lookupsKey, propertyCategoriesKey, useLookups, usePropertyCategories } from './property/lookups.hooks';
export {
  mediaPath,
  mediaUploadMaxBytes,
  mediaUploadTimeoutMs,
  mediaUrl,
  storedNameDecoder,
  uploadMedia,
  type MediaUploadInput,
  type UploadedMedia,
  type PropertyUploadOptions,
} from './property/media';
export { csvUploaderIdOf, csvUploadOutcomeDecoder, uploadPropertiesCsv, type CsvUploadInput, type CsvUploadOutcome } from './property/csvUpload';
export { useUploadTask, type UploadRunner, type UploadStatus, type UploadTask } from './property/useUploadTask';
export { useCsvUpload, useMediaUpload } from './property/uploads.hooks';
export { createFaq, deleteFaq, faqsPath, getFaq, listPropertyFaqs, updateFaq, type FaqChange, type FaqDraft } from './property/faqs';
export { faqKey, faqsKey, useCreateFaq, useDeleteFaq, useFaq, useFaqs, useUpdateFaq } from './property/faqs.hooks';
