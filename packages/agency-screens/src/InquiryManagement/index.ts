export { InquiryManagement, type InquiryManagementProps } from './InquiryManagement';
export { InquiryManagementView } from './InquiryManagementView';
export type { InquiryManagementViewProps } from './inquiryManagementViewProps';
export { useInquiryManagement, type InquiryManagementOptions } from './useInquiryManagement';
export type { EnquiryViewLocation } from './useEnquiryViewState';
export { inquiryManagementFirstData, type InquiryManagementDataInputs } from './inquiryManagementFirstData';
