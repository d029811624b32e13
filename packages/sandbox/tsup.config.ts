import { defineConfig } from 'tsup';
import { packageBuild } from '../../config/tsupPackage';

// The worker and the Node server are their own entries: each pulls in an msw runtime the other must not.
export default defineConfig(packageBuild({ entry: ['src/index.ts', 'src/browser.ts', 'src/node.ts'] }));
