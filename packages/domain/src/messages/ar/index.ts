// `@marketplace/domain/ar`: the Arabic catalogue, a subpath of its own so that only an app that asks
// for Arabic loads it (the main entry carries English only).
import type { Messages } from '../messages';
import { additionalMediaArMessages } from './additionalMedia.ar';
import { agencyProfileArMessages } from './agencyProfile.ar';
import { agentListArMessages } from './agentList.ar';
import { agentManagementArMessages } from './agentManagement.ar';
import { bulkUploadArMessages } from './bulkUpload.ar';
import { commonArMessages } from './common.ar';
import { dashboardArMessages } from './dashboard.ar';
import { enquiriesArMessages } from './enquiries.ar';
import { faqArMessages } from './faq.ar';
import { filesArMessages } from './files.ar';
import { listingQualityArMessages } from './listingQuality.ar';
import { locationHighlightsArMessages } from './locationHighlights.ar';
import { lookupsArMessages } from './lookups.ar';
import { mapPickerArMessages } from './mapPicker.ar';
import { paymentPlansArMessages } from './paymentPlans.ar';
import { projectChooserArMessages } from './projectChooser.ar';
import { propertyCardArMessages } from './propertyCard.ar';
import { propertyDraftArMessages } from './propertyDraft.ar';
import { propertyEditArMessages } from './propertyEdit.ar';
import { propertyFormArMessages } from './propertyForm.ar';
import { propertyImagesArMessages } from './propertyImages.ar';
import { reviewListsArMessages } from './reviewLists.ar';
import { reviewsArMessages } from './reviews.ar';
import { richTextEditorArMessages } from './richTextEditor.ar';
import { roiCalculatorArMessages } from './roiCalculator.ar';
import { sessionArMessages } from './session.ar';
import { shellArMessages } from './shell.ar';
import { signInArMessages } from './signIn.ar';
import { statusesArMessages } from './statuses.ar';
import { teamArMessages } from './team.ar';

/** The Arabic catalogue (Modern Standard Arabic, UAE usage, Western digits), key for key as `en`. */
export const ar: Messages = {
  common: commonArMessages,
  shell: shellArMessages,
  signIn: signInArMessages,
  session: sessionArMessages,
  files: filesArMessages,
  statuses: statusesArMessages,
  lookups: lookupsArMessages,
  enquiries: enquiriesArMessages,
  bulkUpload: bulkUploadArMessages,
  dashboard: dashboardArMessages,
  agencyProfile: agencyProfileArMessages,
  reviews: reviewsArMessages,
  team: teamArMessages,
  agentList: agentListArMessages,
  agentManagement: agentManagementArMessages,
  mapPicker: mapPickerArMessages,
  roiCalculator: roiCalculatorArMessages,
  additionalMedia: additionalMediaArMessages,
  propertyForm: propertyFormArMessages,
  propertyImages: propertyImagesArMessages,
  paymentPlans: paymentPlansArMessages,
  propertyDraft: propertyDraftArMessages,
  listingQuality: listingQualityArMessages,
  locationHighlights: locationHighlightsArMessages,
  richTextEditor: richTextEditorArMessages,
  projectChooser: projectChooserArMessages,
  propertyEdit: propertyEditArMessages,
  reviewLists: reviewListsArMessages,
  propertyCard: propertyCardArMessages,
  faq: faqArMessages,
};

export { arabicAed, arabicCount, arabicDecimal, arabicPlural, type ArabicPluralForms } from './arabicCounts';
export { isolate } from './isolate';
