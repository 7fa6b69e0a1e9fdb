// Which labels the first screen shows (scripts/vite-dictionary-preload.ts): every key its source writes out —
// `t('trade.buy')`, `labelKey: 'common.ok'` — and every branch it composes keys under — `` t(`tab.${k}`) ``,
// `'trade.side.' + side`, which bring the whole branch. A label added to that code brings itself along, with no list
// to keep; a key built in any other way would show as the key until the full dictionary is in, which the e2e journeys
// on the markets screen would catch.

type Tree = Record<string, unknown>;
const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The dotted paths (keys, or branches to take whole) among `namespaces` that any of `sources` names. */
export function firstScreenKeys(sources: string[], namespaces: string[]): string[] {
  const found = new Set<string>();
  // A namespace may be camelCase (pairInfo): until 2026-12-05 only lower-case ones were found, and the pair details'
  // labels showed as keys on the trade screen until the full dictionary was in.
  for (const source of sources) {
    // A whole literal: 'ns.a.b' (a key, or a branch when it names one).
    for (const m of source.matchAll(/(['"`])([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)+)\1/g)) found.add(m[2]);
    // The start of a composed key: `ns.a.${x}` or 'ns.a.' + x: the branch before the gap.
    for (const m of source.matchAll(/['"`]([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)*)\.(?:\$\{|['"`])/g)) found.add(m[1]);
  }
  return [...found].filter((path) => namespaces.includes(path.split('.')[0])).sort();
}

/** The dictionary with only those keys and branches, in the dictionary's own shape. */
export function pickKeys(dictionary: Tree, paths: string[]): Tree {
  const out: Tree = {};
  for (const path of paths) {
    const parts = path.split('.');
    let from: unknown = dictionary;
    for (const p of parts) from = isTree(from) ? from[p] : undefined;
    if (from === undefined) continue;
    let into = out;
    for (const p of parts.slice(0, -1)) into = (isTree(into[p]) ? into[p] : (into[p] = {})) as Tree;
    const last = parts[parts.length - 1];
    into[last] = isTree(from) && isTree(into[last]) ? { ...(into[last] as Tree), ...from } : from;
  }
  return out;
}
