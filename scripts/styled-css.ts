/**
 * Styled templates without whitespace, in the app build (Vite) and in the package build (tsup's esbuild): the
 * styled-components Babel plugin minifies the CSS of every styled template (the indentation and line breaks a
 * browser never needs) and marks each styled component pure, so one that nothing uses is dropped. A page carries
 * its widgets' CSS as template text (docs/performance.md "CSS without whitespace"). Only modules importing
 * styled-components go through Babel; the rest of each build is untouched. Storybook and the tests see the source
 * as written.
 */
import { readFile } from 'node:fs/promises';
import { transformAsync } from '@babel/core';
import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin, Rollup } from 'vite';

const SOURCE = /\.[cm]?[jt]sx?$/;

/** The module with its styled templates minified (and a source map), or null when it has none. */
export async function minifyStyled(code: string, file: string): Promise<{ code: string; map: Rollup.SourceMapInput | null } | null> {
  if (!SOURCE.test(file) || file.includes('/node_modules/') || !code.includes('styled-components')) return null;
  const out = await transformAsync(code, {
    filename: file,
    babelrc: false,
    configFile: false,
    sourceMaps: true,
    // TypeScript and JSX read as written and handed on as written: each build compiles them itself
    parserOpts: { plugins: ['typescript', 'jsx'] },
    plugins: [['babel-plugin-styled-components', { displayName: false, fileName: false, ssr: false, minify: true, transpileTemplateLiterals: false, pure: true }]],
  });
  return out?.code ? { code: out.code, map: out.map ?? null } : null;
}

/** For Vite (build only), before the React plugin. */
export function styledCssVite(): Plugin {
  return {
    name: 'pipkit:styled-components-css',
    apply: 'build',
    enforce: 'pre',
    transform: (code, id) => minifyStyled(code, id.split('?')[0]),
  };
}

/** For tsup's esbuild: the loaded source of a module is its minified form, with the source map inline. */
export function styledCssEsbuild(): EsbuildPlugin {
  return {
    name: 'pipkit:styled-components-css',
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, async ({ path }) => {
        const source = await readFile(path, 'utf8');
        const out = await minifyStyled(source, path);
        if (!out) return undefined;
        const map = out.map ? `\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(JSON.stringify(out.map)).toString('base64')}` : '';
        return { contents: out.code + map, loader: path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}
