import type { Plugin } from 'vite';

// V8's explicit compile hints (Chrome and Edge since 136): a script whose first line is the comment
// `//# allFunctionsCalledOnLoad` has every function compiled on a background thread while it downloads, instead of
// each one on the main thread the first time it is called. Worth it only for code that runs almost all of its
// functions when it loads: the entry (the first screen) and the chart library (most of it runs as the trade screen's
// chart starts). Other browsers read a comment. Measured in docs/performance.md "Compile hints".

export const HINT = '//# allFunctionsCalledOnLoad\n';

interface Chunk {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  map?: unknown;
}
type Bundle = Record<string, Chunk | { type: 'asset' }>;

/**
 * Puts the hint first in the entry chunk and in the chunk of each module listed (a lazily loaded library); returns
 * their file names. The hint must be the file's very first line, so this runs after the bundler's own additions at
 * the top (the entry's map of lazy chunks). The files' hashes were computed without it; the hint is the same in every
 * build, so a hash still names one content. Fails the build when a listed module has no chunk of its own (renamed, or
 * taken into another chunk), and when a chunk has a source map, whose lines the hint would shift.
 */
export function hintChunks(bundle: Bundle, modules: RegExp[]): string[] {
  const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
  const hinted = chunks.filter((c) => c.isEntry);
  for (const module of modules) {
    const own = chunks.find((c) => c.facadeModuleId !== null && module.test(c.facadeModuleId));
    if (!own) throw new Error(`compile-hints: no chunk of its own for ${module}`);
    hinted.push(own);
  }
  for (const chunk of hinted) {
    if (chunk.map) throw new Error(`compile-hints: ${chunk.fileName} has a source map, which the hint would shift by a line`);
    if (!chunk.code.startsWith(HINT)) chunk.code = HINT + chunk.code;
  }
  return hinted.map((c) => c.fileName);
}

export function compileHints(modules: RegExp[]): Plugin {
  return {
    name: 'pipkit-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post', // after Vite's own generateBundle wrote the entry's first line (its map of lazy chunks)
      handler(_options, bundle) {
        hintChunks(bundle as unknown as Bundle, modules);
      },
    },
  };
}
