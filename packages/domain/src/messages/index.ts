export { en, type Messages } from './messages';
export type { LocaleShape } from './localeShape';
// The groups first-load code reads, so a route's chunk carries only its own copy rather than all of `en`.
export { agencyProfileMessages } from './agencyProfile.messages';
export { bulkUploadValidationMessages } from './bulkUploadValidation.messages';
export { commonMessages } from './common.messages';
export { dashboardMessages } from './dashboard.messages';
export { sessionMessages } from './session.messages';
export { shellMessages } from './shell.messages';
export { signInMessages } from './signIn.messages';
