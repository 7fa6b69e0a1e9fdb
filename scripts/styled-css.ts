/**
 * A build-only Vite plugin: styled-components' own Babel plugin minifies the CSS in every styled template (the
 * indentation and line breaks a browser never needs) and marks each styled component pure, so one that nothing
 * uses is dropped. The app's first load carries the CSS of its first screen as template text (docs/performance.md).
 * Only modules importing styled-components go through Babel; the rest of the build stays Oxc's.
 */
import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

const SOURCE = /\.[cm]?[jt]sx?$/;

export function styledComponentsCss(): Plugin {
  return {
    name: 'pipkit:styled-components-css',
    apply: 'build',
    // before the React plugin: Babel reads the TypeScript as written and hands it on as TypeScript
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0];
      if (!SOURCE.test(file) || file.includes('/node_modules/') || !code.includes('styled-components')) return null;
      const out = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['babel-plugin-styled-components', { displayName: false, fileName: false, ssr: false, minify: true, transpileTemplateLiterals: false, pure: true }]],
      });
      return out?.code ? { code: out.code, map: out.map } : null;
    },
  };
}
