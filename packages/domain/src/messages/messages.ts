import { additionalMediaMessages } from './additionalMedia.messages';
import { agencyProfileMessages } from './agencyProfile.messages';
import { agentListMessages } from './agentList.messages';
import { agentManagementMessages } from './agentManagement.messages';
import { bulkUploadMessages } from './bulkUpload.messages';
import { commonMessages } from './common.messages';
import { dashboardMessages } from './dashboard.messages';
import { enquiriesMessages } from './enquiries.messages';
import { faqMessages } from './faq.messages';
import { filesMessages } from './files.messages';
import type { LocaleShape } from './localeShape';
import { locationHighlightsMessages } from './locationHighlights.messages';
import { listingQualityMessages } from './listingQuality.messages';
import { lookupsMessages } from './lookups.messages';
import { mapPickerMessages } from './mapPicker.messages';
import { projectChooserMessages } from './projectChooser.messages';
import { propertyCardMessages } from './propertyCard.messages';
import { propertyEditMessages } from './propertyEdit.messages';
import { paymentPlansMessages } from './paymentPlans.messages';
import { propertyDraftMessages } from './propertyDraft.messages';
import { propertyFormMessages } from './propertyForm.messages';
import { propertyImagesMessages } from './propertyImages.messages';
import { reviewListsMessages } from './reviewLists.messages';
import { reviewsMessages } from './reviews.messages';
import { richTextEditorMessages } from './richTextEditor.messages';
import { roiCalculatorMessages } from './roiCalculator.messages';
import { sessionMessages } from './session.messages';
import { shellMessages } from './shell.messages';
import { signInMessages } from './signIn.messages';
import { statusesMessages } from './statuses.messages';
import { teamMessages } from './team.messages';

/** The English catalogue: every user-facing string of the three specs, grouped by screen or area. */
export const en = {
  common: commonMessages,
  shell: shellMessages,
  signIn: signInMessages,
  session: sessionMessages,
  files: filesMessages,
  statuses: statusesMessages,
  lookups: lookupsMessages,
  enquiries: enquiriesMessages,
  bulkUpload: bulkUploadMessages,
  dashboard: dashboardMessages,
  agencyProfile: agencyProfileMessages,
  reviews: reviewsMessages,
  team: teamMessages,
  agentList: agentListMessages,
  agentManagement: agentManagementMessages,
  mapPicker: mapPickerMessages,
  roiCalculator: roiCalculatorMessages,
  additionalMedia: additionalMediaMessages,
  propertyForm: propertyFormMessages,
  propertyImages: propertyImagesMessages,
  paymentPlans: paymentPlansMessages,
  propertyDraft: propertyDraftMessages,
  listingQuality: listingQualityMessages,
  locationHighlights: locationHighlightsMessages,
  richTextEditor: richTextEditorMessages,
  projectChooser: projectChooserMessages,
  propertyEdit: propertyEditMessages,
  reviewLists: reviewListsMessages,
  propertyCard: propertyCardMessages,
  faq: faqMessages,
};

/**
 * The shape every locale has: `en` with its strings widened to `string` and its message functions
 * keeping their parameters. A second locale is `const ar: Messages = { ... }`, checked key for key.
 */
export type Messages = LocaleShape<typeof en>;
