/**
 * Every number the three specs give in section 9, and the numbers of sections 4 and 5 that act as
 * constants. Grouped by area; each group names its spec section (S1 = spec 1, S2 = spec 2, S3 = spec 3).
 */

// One module per group, re-exported here: every export of a module that is used anywhere lands in
// the chunk of its first importer, so one module of all the groups put every screen's numbers in the
// host's entry (which reads the session's refresh timing), about 1 KiB gzip on every first load.
export { sessionLimits } from './limitGroups/sessionLimits';
export { megabytes } from './limitGroups/megabytes';
export { sharedLimits } from './limitGroups/sharedLimits';
export { enquiryLimits } from './limitGroups/enquiryLimits';
export { csvUploadLimits } from './limitGroups/csvUploadLimits';
export { mediaLimits } from './limitGroups/mediaLimits';
export { imageLimits } from './limitGroups/imageLimits';
export { profileLimits } from './limitGroups/profileLimits';
export { coverImageLimits } from './limitGroups/coverImageLimits';
export { reviewLimits } from './limitGroups/reviewLimits';
export { teamLimits } from './limitGroups/teamLimits';
export { agentLimits } from './limitGroups/agentLimits';
export { mapLimits } from './limitGroups/mapLimits';
export { type RoiInputLimit, roiCalculatorInputs, type RoiCalculatorInput } from './limitGroups/roiCalculatorInputs';
export { roiCalculatorOutput } from './limitGroups/roiCalculatorOutput';
export { propertyListLimits } from './limitGroups/propertyListLimits';
export { propertyFormLimits } from './limitGroups/propertyFormLimits';
export { noticeDurations } from './limitGroups/noticeDurations';
export { faqLimits } from './limitGroups/faqLimits';
