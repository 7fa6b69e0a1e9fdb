import { describe, expect, it } from 'vitest';
import { HINT, hintChunks } from './vite-compile-hints';

const chunk = (fileName: string, code: string, o: { entry?: boolean; facade?: string; map?: object } = {}) => ({
  type: 'chunk' as const,
  fileName,
  code,
  isEntry: !!o.entry,
  facadeModuleId: o.facade ?? null,
  map: o.map,
});

const CHARTS = /[/\\]node_modules[/\\]lightweight-charts[/\\]/;

describe('compile-hints', () => {
  const bundle = () => ({
    'assets/index.js': chunk('assets/index.js', 'const __vite__mapDeps=(i)=>i;\nimport"./a.js";', { entry: true }),
    'assets/charts.js': chunk('assets/charts.js', 'export function createChart(){}', { facade: '/repo/node_modules/lightweight-charts/dist/lightweight-charts.production.mjs' }),
    'assets/news.js': chunk('assets/news.js', 'export function News(){}', { facade: '/repo/src/app/screens/NewsScreen.tsx' }),
    'assets/logo.svg': { type: 'asset' as const },
  });

  it("puts the hint first in the entry and in a listed module's chunk, and nowhere else", () => {
    const b = bundle();
    expect(hintChunks(b, [CHARTS])).toEqual(['assets/index.js', 'assets/charts.js']);
    expect(b['assets/index.js'].code).toBe(`${HINT}const __vite__mapDeps=(i)=>i;\nimport"./a.js";`);
    expect(b['assets/charts.js'].code).toBe(`${HINT}export function createChart(){}`);
    expect(b['assets/news.js'].code).toBe('export function News(){}');
  });

  it('is the first line exactly as V8 reads it, and never twice', () => {
    expect(HINT).toBe('//# allFunctionsCalledOnLoad\n');
    const b = bundle();
    hintChunks(b, [CHARTS]);
    hintChunks(b, [CHARTS]);
    expect(b['assets/index.js'].code.split(HINT)).toHaveLength(2);
  });

  it('fails the build when a listed module has no chunk of its own, or a chunk has a source map', () => {
    expect(() => hintChunks(bundle(), [/lightweight-charts-v9/])).toThrow(/no chunk of its own for \/lightweight-charts-v9\//);
    const mapped = { ...bundle(), 'assets/index.js': chunk('assets/index.js', 'x', { entry: true, map: { mappings: 'AAAA' } }) };
    expect(() => hintChunks(mapped, [])).toThrow(/assets\/index.js has a source map/);
  });
});
