// ESLint (npm run lint, part of npm test): typescript-eslint's recommended rules, the rules of hooks, and the
// boundaries between the parts of the project (docs/CONVENTIONS.md "Boundaries"). Zero warnings are allowed.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './scripts/boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'dist/**', 'dist-app/**', 'server/dist/**', 'storybook-static/**', 'coverage/**', '.tmp/**', 'data/**',
      'examples/*/dist/**', 'examples/*/node_modules/**', 'visual/__screenshots__/**', 'stories/docs-meta.generated.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // An unused binding is a mistake or dead code; a leading underscore marks one kept on purpose (a rest sibling).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // `interface DefaultTheme extends PipkitTheme {}` is how a library's types are augmented (only interfaces merge).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    files: ['src/widgets/**', 'src/app/**', 'src/embed/**', 'stories/**', '.storybook/**', 'examples/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Tests read untyped JSON answers of the API and of pages; typing each would only restate the server's schemas.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'attack/**', 'bench/**', 'server/testing.ts', 'server/testing-process.ts', 'server/trading/test-helpers.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // A migration must not depend on today's table types (it runs against the schema as it was): Kysely<any>.
    files: ['server/db/migrations/**', 'server/db/dialect.ts', 'server/db/index.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  ...boundaries,
);
