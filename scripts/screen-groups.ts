// Code-splitting groups that give each screen the page may open on (vite.config.ts, PRELOADED_SCREENS) its code in a
// few files instead of one per set of screens sharing it (docs/performance.md "A preloaded screen's code in few files").
// On a phone's network a small file costs a round trip and a share of the bandwidth while the entry is still
// arriving, so /order's eleven files kept its entry, and the balance after it, 0.3 s later than three files do.
//
// A group takes every module its screen imports, directly or not, that no earlier group took, except:
// - the screen's own module (its lazy chunk stays where the build's plugins look for it),
// - the dictionaries, and what a `keepLight` screen (the sign-in screens, where a visitor lands) also imports: those
//   screens load exactly the code they did.
// Any other screen that imports one of those modules loads the group's chunk, once: it is cached from then on.

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
 * One group per screen of `screens` (route → the screen's path under src/, as 'app/screens/UserScreen.tsx'), in that
 * order; `keepLight` are screens (same form) whose modules no group takes. `skip` matches modules no group takes
 * (the dictionaries).
 */
export function screenGroups(screens: Record<string, string>, keepLight: string[], skip: RegExp): ScreenGroup[] {
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
  return Object.entries(screens).map(([route, source]) => {
    const is = isModule(source);
    const name = `screen${route.replaceAll('/', '~')}`;
    return {
      name: (id, graph) =>
        !is(id) && !skip.test(id) && importedBy(id, source, is, graph) && !light.some((l) => importedBy(id, l.key, l.is, graph)) ? name : null,
      // Only the modules named: a dependency the sign-in screens share stays where it was.
      includeDependenciesRecursively: false,
    };
  });
}
