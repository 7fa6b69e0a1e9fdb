// Code-splitting groups that give the screens the page may open on (vite.config.ts, PRELOADED_SCREENS) their code in
// a few files instead of one per set of screens sharing it (docs/performance.md "A preloaded screen's code in few
// files"). On a phone's network a small file costs a round trip and a share of the bandwidth while the entry is still
// arriving, so /order's eleven files kept its entry, and the balance after it, 0.3 s later than three files do.
//
// A module only one of those screens imports, directly or not, goes to that screen's chunk (`screen~user`,
// `screen~order`, `screen~trade`), so each loads none of what only another one runs (until 2026-12-04 a module two
// imported went to the first screen's chunk, and /order loaded all of /user's code with it: docs/performance.md "Each
// preloaded screen's own code"). A listed screen's own module goes to its screen's chunk too: left alone it was a
// file of its own, under 1 kB (docs/performance.md "One request less and one file less beside `/order`'s entry").
// Two more chunks, so that a screen's code is three files (docs/performance.md "`/trade`'s code with the page"):
// - `screen~shared`: what two or more of them import. One chunk per set of screens made /order's code five files once
//   /trade was listed, and each file the page starts beside the entry takes a share of the network from it for whole
//   round trips: /order's balance came 0.1 s later. A screen loads at most the few kB the others share without it.
// - `screen~common`: what they share with a part loaded apart (`apart`: the sign-in screens, where a visitor lands;
//   the keyboard shortcuts' listener, on every screen), in one chunk for those parts too. It was left in the chunks
//   the bundler cuts per set of screens sharing a module: three or four small files beside each preloaded screen's,
//   twelve files for the sign-in screen (nine now, 1.3 kB more); a chunk of a listed screen would have sent the whole
//   of /trade's code (14 kB) to every screen with the shortcuts.
// The build's plugins find a screen in its chunk by the module it holds (bundle-chunks.ts screenChunk), the e2e tests
// by the chunk's name. The dictionaries are left where they were. Any other screen that imports one of the modules
// taken loads that chunk whole, once: it is cached from then on.

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
 * the route that imports a module, or `shared` when several do, or `common` when a module of `apart` (same form)
 * does too. `skip` matches modules it leaves (the dictionaries).
 */
export function screenGroups(screens: Record<string, string>, apart: string[], skip: RegExp): ScreenGroup {
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
  const loadedApart = apart.map((source) => ({ key: source, is: isModule(source) }));
  const listed = Object.entries(screens).map(([route, source]) => ({ route, key: source, is: isModule(source) }));
  return {
    name: (id, graph) => {
      if (skip.test(id)) return null;
      const by = listed.filter((s) => s.is(id) || importedBy(id, s.key, s.is, graph));
      if (by.length === 0) return null;
      if (loadedApart.some((l) => importedBy(id, l.key, l.is, graph))) return 'screen~common';
      return by.length > 1 ? 'screen~shared' : `screen${by[0].route.replaceAll('/', '~')}`;
    },
    // Only the modules named: a dependency of theirs no listed screen imports stays where it was.
    includeDependenciesRecursively: false,
  };
}
