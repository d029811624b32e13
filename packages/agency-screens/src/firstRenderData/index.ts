// The screens' first-render data declarations alone, without their views: a host loads this entry at
// route match, next to the screen's code, and starts the queries before the screen renders (README,
// 'Adding a screen'). It imports only api-client and domain, so it adds no screen code to a chunk.
export type { FirstRenderData, FirstRenderInputs, FirstRenderQueries } from './firstRenderTypes';
export { adminReviewedFirstData, type AdminReviewedDataInputs } from '../AdminReviewed/adminReviewedFirstData';
export { agencyProfileFirstData } from '../AgencyProfile/agencyProfileFirstData';
export { agentListFirstData } from '../AgentList/agentListFirstData';
export { agentManagementFirstData, type AgentManagementDataInputs } from '../AgentManagement/agentManagementFirstData';
export { bulkUploadFirstData } from '../BulkUpload/bulkUploadFirstData';
export { dashboardOverviewFirstData, type DashboardOverviewDataInputs } from '../DashboardOverview/dashboardOverviewFirstData';
export { developerReviewedFirstData, type DeveloperReviewedDataInputs } from '../DeveloperReviewed/developerReviewedFirstData';
export { inquiryManagementFirstData, type InquiryManagementDataInputs } from '../InquiryManagement/inquiryManagementFirstData';
export { projectChooserFirstData, type ProjectChooserDataInputs } from '../ProjectChooser/projectChooserFirstData';
export { teamManagementFirstData, type TeamManagementDataInputs } from '../TeamManagement/teamManagementFirstData';
