import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types, run by node in `pnpm bench`
import { firstLoadChunks, heavyPackagesIn } from './firstLoad.mjs';
// @ts-expect-error plain ESM script without types
import { heavyLibraries } from './routes.mjs';

const manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor.js' },
  'src/routes/SignInRoute.tsx': { file: 'assets/SignIn.js', imports: ['_vendor.js', '_form.js'], isDynamicEntry: true },
  '_form.js': { file: 'assets/form.js' },
  'src/screens/Map.tsx': { file: 'assets/Map.js', isDynamicEntry: true },
};

describe('bench first-load accounting', () => {
  it('counts the entry, the route chunk and their static imports once each', () => {
    expect(firstLoadChunks(manifest, ['index.html', 'src/routes/SignInRoute.tsx']).sort()).toEqual(
      ['assets/SignIn.js', 'assets/form.js', 'assets/index.js', 'assets/vendor.js'].sort(),
    );
  });

  it('fails loudly on a manifest key that does not exist', () => {
    expect(() => firstLoadChunks(manifest, ['src/routes/Missing.tsx'])).toThrow(/not in the build manifest/);
  });

  it('finds every heavy library bundled into a first-load chunk, and none elsewhere', () => {
    const chunkModules = {
      'assets/index.js': ['react', 'react-dom'],
      'assets/form.js': ['papaparse', '@lexical/react', 'lexical'],
      'assets/Map.js': ['maplibre-gl'],
    };
    expect(heavyPackagesIn(['assets/index.js', 'assets/form.js'], chunkModules, heavyLibraries)).toEqual(['@lexical/react', 'lexical', 'papaparse']);
    expect(heavyPackagesIn(['assets/index.js'], chunkModules, heavyLibraries)).toEqual([]);
  });
});
