// What the app build's plugins read of the bundler's chunks (vite-screen-preload.ts, vite-dictionary-preload.ts), and
// the lookups they share: a screen's lazy chunk, and the chunks it brings along.

export interface Chunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports?: string[];
  moduleIds?: string[];
}
export type Bundle = Record<string, Chunk | { type: 'asset' }>;

export const chunksOf = (bundle: Bundle): Chunk[] => Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');

/** Whether the module `id` (the bundler's path) is the file at `source`, a path under src/ ('app/screens/UserScreen.tsx'). */
export const isSource = (id: string, source: string): boolean => id.replaceAll('\\', '/').endsWith(`/src/${source}`);

/**
 * The chunk of the screen at `source` (a path under src/, as 'app/screens/UserScreen.tsx'): its lazy chunk, or the
 * chunk that holds it when a code-splitting group took it in with its code (screen-groups.ts), which the bundler then
 * loads for it.
 */
export function screenChunk(bundle: Bundle, source: string): Chunk | undefined {
  return (
    chunksOf(bundle).find((c) => c.isDynamicEntry && !!c.facadeModuleId && isSource(c.facadeModuleId, source)) ??
    chunksOf(bundle).find((c) => !c.isEntry && (c.moduleIds ?? []).some((id) => isSource(id, source)))
  );
}

/** A route's screen: a component module directly in src/app/screens (its helpers there are camelCase .ts). */
const SCREEN = /[/\\]src[/\\]app[/\\]screens[/\\][A-Z][^/\\]*\.tsx$/;

/** Whether `chunk` is a screen's chunk: its lazy chunk, or a chunk that holds one (see screenChunk). */
export const holdsScreen = (chunk: Chunk): boolean =>
  (chunk.isDynamicEntry && SCREEN.test(chunk.facadeModuleId ?? '')) || (chunk.moduleIds ?? []).some((id) => SCREEN.test(id));

/**
 * `start` and every chunk it imports — with `lazy`, also those it loads later — recursively, each once, in the order
 * first met; a chunk `skip` answers true for is left out with what only it brings.
 */
export function chunkClosure(bundle: Bundle, start: Chunk, o: { lazy?: boolean; skip?: (c: Chunk) => boolean } = {}): Chunk[] {
  const seen = new Set<Chunk>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk) || o.skip?.(chunk)) return;
    seen.add(chunk);
    for (const f of o.lazy ? [...chunk.imports, ...(chunk.dynamicImports ?? [])] : chunk.imports) {
      const next = bundle[f];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(start);
  return [...seen];
}
