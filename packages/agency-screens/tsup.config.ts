import { defineConfig } from 'tsup';
import { packageBuild } from '../../config/tsupPackage';

/** Screen folders; each is one entry (`@marketplace/agency-screens/<kebab-name>` in package.json). */
const screens = ['AgencyPanel', 'InquiryManagement', 'SectionUnavailable', 'SignIn'];

// One entry per screen, so an embedder pays only for the screens it imports.
export default defineConfig(
  packageBuild({
    entry: Object.fromEntries(screens.map((screen) => [`${screen}/index`, `src/${screen}/index.ts`])),
    css: true,
  }),
);
