// One module per group: each hook defaults to its group's English object alone, so a bundler that
// splits the host into chunks puts into a page's chunks only the groups its screens read, never the
// whole `en` catalogue (the host's first load is budgeted).
export { MessagesProvider, useMessageGroup, useProvidedMessages, type MessagesProviderProps } from './MessagesContext';
export { useAdditionalMediaMessages } from './useAdditionalMediaMessages';
export { useAgencyProfileMessages } from './useAgencyProfileMessages';
export { useAgentListMessages } from './useAgentListMessages';
export { useAgentManagementMessages } from './useAgentManagementMessages';
export { useBulkUploadMessages } from './useBulkUploadMessages';
export { useCommonMessages } from './useCommonMessages';
export { useDashboardMessages } from './useDashboardMessages';
export { useEnquiriesMessages } from './useEnquiriesMessages';
export { useFaqMessages } from './useFaqMessages';
export { useFilesMessages } from './useFilesMessages';
export { useLocationHighlightsMessages } from './useLocationHighlightsMessages';
export { useListingQualityMessages } from './useListingQualityMessages';
export { useLookupsMessages } from './useLookupsMessages';
export { useMapPickerMessages } from './useMapPickerMessages';
export { usePaymentPlansMessages } from './usePaymentPlansMessages';
export { useProjectChooserMessages } from './useProjectChooserMessages';
export { usePropertyCardMessages } from './usePropertyCardMessages';
export { usePropertyEditMessages } from './usePropertyEditMessages';
export { usePropertyDraftMessages } from './usePropertyDraftMessages';
export { usePropertyFormMessages } from './usePropertyFormMessages';
export { usePropertyImagesMessages } from './usePropertyImagesMessages';
export { useReviewListsMessages } from './useReviewListsMessages';
export { useReviewsMessages } from './useReviewsMessages';
export { useRichTextEditorMessages } from './useRichTextEditorMessages';
export { useRoiCalculatorMessages } from './useRoiCalculatorMessages';
export { useSessionMessages } from './useSessionMessages';
export { useShellMessages } from './useShellMessages';
export { useSignInMessages } from './useSignInMessages';
export { useStatusesMessages } from './useStatusesMessages';
export { useTeamMessages } from './useTeamMessages';
