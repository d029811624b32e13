import { agentListFirstData } from '@marketplace/agency-screens/first-render-data';
import { startFirstRenderData } from './startFirstRenderData';

/** Starts the query of the agent list's first render; index.html's route preload names this module for its section. */
export default startFirstRenderData(agentListFirstData);
