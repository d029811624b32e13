import { defineConfig } from 'tsup';
import { packageBuild } from '../../config/tsupPackage';

// The worker and the Node server are their own entries: each pulls in an msw runtime the other must
// not. `server/serve` is also the package's `bin` (the HTTP server other frontends run).
export default defineConfig(packageBuild({ entry: ['src/index.ts', 'src/browser.ts', 'src/node.ts', 'src/testing.ts', 'src/server/serve.ts'] }));
