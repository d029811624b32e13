import { defineConfig } from 'tsup';
import { packageBuild } from '../../config/tsupPackage';
import { workerUrlPlugin } from '../../config/tsupWorkerUrls';

/** Screen folders; each is one entry (`@marketplace/agency-screens/<kebab-name>` in package.json). */
const screens = ['AgencyPanel', 'AgencyProfile', 'BulkUpload', 'DashboardOverview', 'InquiryManagement', 'SectionUnavailable', 'SignIn'];

/** Web Workers, each its own entry, which the screens' `new URL('./x.worker.ts', import.meta.url)` are rewritten to. */
const workers = { 'BulkUpload/csvCheck.worker': 'src/BulkUpload/csvCheck/csvCheck.worker.ts' };

// One entry per screen, so an embedder pays only for the screens it imports.
export default defineConfig({
  ...packageBuild({
    entry: { ...Object.fromEntries(screens.map((screen) => [`${screen}/index`, `src/${screen}/index.ts`])), ...workers },
    css: true,
  }),
  plugins: [workerUrlPlugin(workers)],
});
