import { inquiryManagementFirstData } from '@marketplace/agency-screens/first-render-data';
import { startFirstRenderData } from './startFirstRenderData';

/** Starts the queries of Inquiry Management's first render; index.html's route preload names this module for its section. */
export default startFirstRenderData(inquiryManagementFirstData);
