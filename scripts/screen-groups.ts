// Code-splitting groups that give the screens the page may open on (vite.config.ts, PRELOADED_SCREENS) their code in
// a few files instead of one per set of screens sharing it (docs/performance.md "A preloaded screen's code in few
// files"). On a phone's network a small file costs a round trip and a share of the bandwidth while the entry is still
// arriving, so /order's eleven files kept its entry, and the balance after it, 0.3 s later than three files do.
//
// A module goes to the chunk of the set of those screens that import it, directly or not: what only /user imports to
// `screen~user`, what only /order imports to `screen~order`, what both import to `screen~user~order`. So each of them
// loads what it runs and nothing only another one runs (until 2026-12-04 a module both imported went to the first
// screen's chunk, and /order loaded all of /user's code with it: docs/performance.md "Each preloaded screen's own
// code"). A listed screen's own module goes to its screen's chunk too: left alone it was a file of its own, under 1 kB,
// and on a phone's network each file the page starts beside the entry slows the entry (docs/performance.md "One
// request less and one file less beside `/order`'s entry"). The build's plugins find the screen in that chunk by the
// module it holds (bundle-chunks.ts screenChunk), the e2e tests by the chunk's name. Left where they were:
// - the dictionaries, and what a `keepLight` screen (the sign-in screens, where a visitor lands) also imports: those
//   screens load exactly the code they did.
// Any other screen that imports one of the modules taken loads that chunk whole, once: it is cached from then on.

import { isSource } from './bundle-chunks';

/** What a group's `name` function is given of the module graph (the bundler's ChunkingContext). */
export interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

export interface ScreenGroup {
  name: (id: string, graph: ModuleGraph) => string | null;
  includeDependenciesRecursively: false;
}

const isModule = (source: string) => (id: string) => isSource(id, source);

/**
 * The group for `screens` (route → the screen's path under src/, as 'app/screens/UserScreen.tsx'): its name names
 * the routes that import a module, in the order listed. `keepLight` are screens (same form) whose modules it leaves;
 * `skip` matches modules it leaves (the dictionaries).
 */
export function screenGroups(screens: Record<string, string>, keepLight: string[], skip: RegExp): ScreenGroup {
  // Whether a module is imported, directly or not, by the screen `is` matches: one answer per module and screen.
  const known = new Map<string, boolean>();
  const importedBy = (id: string, key: string, is: (id: string) => boolean, graph: ModuleGraph): boolean => {
    const seen = new Set<string>();
    const up = (m: string): boolean => {
      if (is(m)) return true;
      if (seen.has(m)) return false;
      seen.add(m);
      const answer = known.get(`${key} ${m}`);
      if (answer !== undefined) return answer;
      return (graph.getModuleInfo(m)?.importers ?? []).some(up);
    };
    const answer = (graph.getModuleInfo(id)?.importers ?? []).some(up);
    known.set(`${key} ${id}`, answer);
    return answer;
  };
  const light = keepLight.map((source) => ({ key: source, is: isModule(source) }));
  const listed = Object.entries(screens).map(([route, source]) => ({ route, key: source, is: isModule(source) }));
  return {
    name: (id, graph) => {
      if (skip.test(id)) return null;
      const by = listed.filter((s) => s.is(id) || importedBy(id, s.key, s.is, graph));
      if (by.length === 0 || light.some((l) => importedBy(id, l.key, l.is, graph))) return null;
      return `screen${by.map((s) => s.route.replaceAll('/', '~')).join('')}`;
    },
    // Only the modules named: a dependency the sign-in screens share stays where it was.
    includeDependenciesRecursively: false,
  };
}
