import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { defaultTheme } from '../src/widgets/theme';
import { GENERATED_TS, THEMING_MD, generatedTs, publishedWidgets, themeTokens, themingMd } from './docs-meta';

const ROOT = join(import.meta.dirname, '..');
const FIX = 'run `node --import tsx scripts/docs-meta.ts`';

/** The widget names of src/embed/registry.tsx (the keys of WIDGETS). */
function registryNames(): string[] {
  const file = join(ROOT, 'src/embed/registry.tsx');
  const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  for (const st of sf.statements) {
    if (!ts.isVariableStatement(st)) continue;
    for (const d of st.declarationList.declarations) {
      if (!ts.isIdentifier(d.name) || d.name.text !== 'WIDGETS' || !d.initializer) continue;
      let init: ts.Expression = d.initializer;
      while (ts.isSatisfiesExpression(init) || ts.isAsExpression(init)) init = init.expression;
      if (ts.isObjectLiteralExpression(init))
        return init.properties.map((p) => (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : ''));
    }
  }
  throw new Error('WIDGETS not found in src/embed/registry.tsx');
}

/** `parameters: { pipkit: { widget: 'X', component: Y, element: 'a' | ['a', 'b'] } }` of every stories file. */
function storyDocs() {
  const dir = join(ROOT, 'stories');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.stories.tsx'))
    .map((file) => {
      const text = readFileSync(join(dir, file), 'utf8');
      const meta = /^const meta = \{[\s\S]*?^\} satisfies/m.exec(text)?.[0] ?? '';
      const p = /pipkit: \{ widget: '([^']+)'(?:, component: \w+)?(?:, element: (\[[^\]]*\]|'[^']*'))? \}/.exec(meta);
      return {
        file,
        autodocs: /tags: \[[^\]]*'autodocs'/.test(meta),
        widget: p?.[1],
        elements: p?.[2] ? [...p[2].matchAll(/'([^']+)'/g)].map((m) => m[1]) : [],
      };
    });
}

describe('widget docs metadata', () => {
  it('stories/docs-meta.generated.ts is up to date with src/widgets', () => {
    expect(readFileSync(GENERATED_TS, 'utf8'), FIX).toBe(generatedTs());
  });

  it("docs/theming.md's token table is up to date and names every key of PipkitTheme", () => {
    const md = readFileSync(THEMING_MD, 'utf8');
    expect(md, FIX).toBe(themingMd(md));
    const leaves = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? leaves(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
    const names = themeTokens().map((t) => t.name);
    expect(names.sort()).toEqual(leaves(defaultTheme).sort());
    for (const name of names) expect(md).toContain(`| \`${name}\` |`);
    for (const t of themeTokens()) expect(t.description, `${t.name} has no JSDoc in src/widgets/theme.ts`).not.toBe('');
  });

  it('every published widget and the provider have a stories file with autodocs and parameters.pipkit', () => {
    const docs = storyDocs();
    for (const widget of [...publishedWidgets(), 'provider']) {
      const d = docs.find((s) => s.widget === widget);
      expect(d, `no stories file has parameters: { pipkit: { widget: '${widget}' … } }`).toBeDefined();
      expect(d!.autodocs, `${d!.file} lacks tags: ['autodocs']`).toBe(true);
    }
    expect(publishedWidgets()).toHaveLength(43);
  });

  it('every element named in the stories exists in src/embed/registry.tsx, and every registry widget has a docs page', () => {
    const names = registryNames();
    const documented = storyDocs().flatMap((s) => s.elements.map((e) => ({ file: s.file, e })));
    for (const { file, e } of documented) expect(names, `${file}: element '${e}'`).toContain(e);
    for (const n of names) expect(documented.map((d) => d.e), `registry widget '${n}' has no docs page`).toContain(n);
  });
});
