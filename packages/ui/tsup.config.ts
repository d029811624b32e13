import { defineConfig } from 'tsup';
import { packageBuild } from '../../config/tsupPackage';

export default defineConfig(packageBuild({ entry: ['src/index.ts', 'src/testing.ts'], css: true }));
