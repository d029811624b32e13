import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import type { Options, Plugin } from 'tsup';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

const sourceMapComment = /\n\/\/# sourceMappingURL=[^\n]*\n?$/;

/**
 * esbuild writes the compiled CSS of each entry, and of each lazily loaded chunk, to a CSS file of
 * its own (`dist/InquiryManagement/index.css`, `dist/CoverCropper-<hash>.css`) that nothing
 * imports. These two plugins make each such JS file import its CSS, so an app that imports an entry
 * gets its styles through its own bundler (a lazy chunk's with the chunk), with nothing to remember.
 * The esbuild plugin reads which CSS belongs to which JS from the build's metafile (`cssBundle`);
 * the tsup plugin edits the written files. The import goes last, before the source map comment (so
 * no mapping moves): bundlers order CSS by import order, and a screen's own rules then come after
 * those of `@marketplace/ui`, which it imports first.
 */
export function cssImportPlugins(): { esbuildPlugin: EsbuildPlugin; tsupPlugin: Plugin } {
  const cssOfJs = new Map<string, string>();
  const esbuildPlugin: EsbuildPlugin = {
    name: 'css-bundles',
    setup(build) {
      const cwd = build.initialOptions.absWorkingDir ?? process.cwd();
      build.onEnd(({ metafile }) => {
        cssOfJs.clear();
        for (const [js, output] of Object.entries(metafile?.outputs ?? {})) {
          if (js.endsWith('.js') && output.cssBundle) cssOfJs.set(resolve(cwd, js), resolve(cwd, output.cssBundle));
        }
      });
    },
  };
  const tsupPlugin: Plugin = {
    name: 'css-import',
    buildEnd() {
      for (const [js, css] of cssOfJs) {
        const code = readFileSync(js, 'utf8');
        const specifier = relative(dirname(js), css).split(sep).join('/');
        const statement = `import '${specifier.startsWith('.') ? specifier : `./${specifier}`}';`;
        if (code.includes(statement)) continue;
        const at = sourceMapComment.exec(code)?.index ?? code.length;
        writeFileSync(js, `${code.slice(0, at)}\n${statement}${code.slice(at)}`);
      }
    },
  };
  return { esbuildPlugin, tsupPlugin };
}
