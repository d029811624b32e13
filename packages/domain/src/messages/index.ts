export { en, type Messages } from './messages';
export type { LocaleShape } from './localeShape';
// The groups, one by one: agency-screens' messages hooks default to them, so a route's chunk carries
// only the copy its screens read rather than all of `en`.
export { additionalMediaMessages } from './additionalMedia.messages';
export { agencyProfileMessages } from './agencyProfile.messages';
export { agentListMessages } from './agentList.messages';
export { agentManagementMessages } from './agentManagement.messages';
export { bulkUploadMessages } from './bulkUpload.messages';
export { bulkUploadValidationMessages } from './bulkUploadValidation.messages';
export { commonMessages } from './common.messages';
export { dashboardMessages } from './dashboard.messages';
export { enquiriesMessages } from './enquiries.messages';
export { faqMessages } from './faq.messages';
export { filesMessages } from './files.messages';
export { locationHighlightsMessages } from './locationHighlights.messages';
export { lookupsMessages } from './lookups.messages';
export { mapPickerMessages } from './mapPicker.messages';
export { projectChooserMessages } from './projectChooser.messages';
export { propertyCardMessages } from './propertyCard.messages';
export { reviewListsMessages } from './reviewLists.messages';
export { reviewsMessages } from './reviews.messages';
export { roiCalculatorMessages } from './roiCalculator.messages';
export { sessionMessages } from './session.messages';
export { shellMessages } from './shell.messages';
export { signInMessages } from './signIn.messages';
export { statusesMessages } from './statuses.messages';
export { teamMessages } from './team.messages';
