// Storybook's react-docgen plugin, plus one handler: react-docgen 8 skips TypeScript method signatures, and the
// widgets declare their callbacks as methods (`onSelectPair?(code: string): void`), so without it the props table of
// every bound widget would miss its callbacks — the props partners use most. Same output format
// (`<Component>.__docgenInfo`) as `typescript.reactDocgen: 'react-docgen'`, which main.ts turns off for this one.
import { relative } from 'node:path';
import resolve from 'resolve';
import MagicString from 'magic-string';
import {
  ERROR_CODES,
  builtinHandlers,
  builtinResolvers,
  makeFsImporter,
  parse,
  utils,
  type Handler,
} from 'react-docgen';
import type { Plugin } from 'vite';

type Path = Parameters<Handler>[1];

const EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.mts', '.cts'];
const importer = makeFsImporter((file, basedir) => resolve.sync(file, { basedir, extensions: EXTENSIONS, includeCoreModules: false }));

/** Documents `onX?(a: T): R` members of a props type like `onX?: (a: T) => R` properties. */
const methodSignatureHandler: Handler = (documentation, definition) => {
  for (const typePath of utils.getTypeFromReactComponent(definition)) {
    utils.applyToTypeProperties(
      documentation,
      typePath,
      (member: Path) => {
        if (!member.isTSMethodSignature()) return;
        const name = utils.getPropertyName(member);
        if (!name) return;
        const src = member.toString();
        const m = /^[^(]*(\(.*\))\s*:\s*([\s\S]+?);?\s*$/.exec(src.replace(/\/\*[\s\S]*?\*\//g, '').trim());
        const raw = m ? `${m[1]} => ${m[2]}` : '() => void';
        const prop = documentation.getPropDescriptor(name);
        prop.required = !member.node.optional;
        prop.tsType = { name: 'signature', type: 'function', raw, signature: { arguments: [], return: { name: m ? m[2] : 'void' } } };
        utils.setPropDescription(documentation, member);
      },
      null,
    );
  }
};

/** The variable a component is bound to (what `X.__docgenInfo = …` must name); Storybook's actualNameHandler. */
const actualNameHandler: Handler = (documentation, definition) => {
  const set = (v: string) => documentation.set('actualName', v);
  documentation.set('definedInFile', (definition.hub as unknown as { file: { opts: { filename: string } } }).file.opts.filename);
  if ((definition.isClassDeclaration() || definition.isFunctionDeclaration()) && definition.has('id')) {
    set(utils.getNameOrValue(definition.get('id') as Path) as string);
    return;
  }
  let current: Path | null = definition;
  while (current?.parentPath) {
    const parent: Path = current.parentPath;
    if (parent.isVariableDeclarator()) return set(utils.getNameOrValue(parent.get('id') as Path) as string);
    if (parent.isAssignmentExpression()) {
      const left = parent.get('left') as Path;
      if (left.isIdentifier() || left.isLiteral()) return set(utils.getNameOrValue(left) as string);
    }
    current = parent;
  }
  set('');
};

const handlers = [...Object.values(builtinHandlers), methodSignatureHandler, actualNameHandler];
const resolver = new builtinResolvers.FindExportedDefinitionsResolver();

export function reactDocgenWithMethods(): Plugin {
  const cwd = process.cwd();
  return {
    name: 'pipkit:react-docgen',
    enforce: 'pre',
    transform(src, id) {
      const file = relative(cwd, id);
      if (!/^(src|stories)\/.*\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) return;
      try {
        const docs = parse(src, { resolver, handlers, importer, filename: id });
        const s = new MagicString(src);
        for (const info of docs) {
          const { actualName, definedInFile, ...docgenInfo } = info as typeof info & { actualName?: string; definedInFile?: string };
          if (actualName && definedInFile === id) s.append(`;${actualName}.__docgenInfo=${JSON.stringify(docgenInfo)}`);
        }
        return { code: s.toString(), map: s.generateMap({ hires: true, source: id }) };
      } catch (e) {
        if ((e as { code?: string }).code === ERROR_CODES.MISSING_DEFINITION) return;
        throw e;
      }
    },
  };
}
