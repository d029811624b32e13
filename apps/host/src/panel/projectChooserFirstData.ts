import { projectChooserFirstData } from '@marketplace/agency-screens/first-render-data';
import { startFirstRenderData } from './startFirstRenderData';

/** Starts the queries of the project chooser's first render; index.html's route preload names this module for its section. */
export default startFirstRenderData(projectChooserFirstData);
