// The parts of the project and the arrows allowed between them (docs/CONVENTIONS.md "Boundaries"), as ESLint
// import restrictions. scripts/boundaries.test.ts proves each one fires.
//
//   src/core/money  → big.js only (pure decimal math shared by the server and the widgets)
//   src/core        → no React, no widgets, app, embed or server
//   src/widgets     → core, never the app or the server
//   src/app         → core and widgets, never the server
//   server          → src/core/money, links, article, instrument-names, palette … (pure rules and data it shares), never
//                     widgets, app or embed

const rule = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const group = (names, message) => ({ group: names, message });

const notServer = group(['**/server/**', '**/server'], 'Only the server imports server code.');
const notApp = group(['**/app/**', '**/src/app'], 'The app composes widgets; nothing imports the app.');

export const boundaries = [
  {
    files: ['src/core/**/*.ts'],
    ignores: ['src/core/**/*.test.ts'],
    rules: rule([
      group(['**/widgets/**', '**/embed/**'], 'The core is framework-light: widgets and embedding build on it, not the other way.'),
      group(['react', 'react-dom', 'react/*', '@nanostores/react', 'styled-components'], 'The core has no React; widgets adapt it.'),
      notApp,
      notServer,
    ]),
  },
  {
    files: ['src/core/money/**/*.ts'],
    ignores: ['src/core/money/**/*.test.ts'],
    rules: rule([{ regex: '^(?!big\\.js$|\\./)', message: 'Money imports nothing but big.js and its own files: the formulas are shared by the server and the widgets.' }]),
  },
  { files: ['src/widgets/**/*.{ts,tsx}'], rules: rule([notApp, notServer]) },
  { files: ['src/app/**/*.{ts,tsx}'], rules: rule([notServer]) },
  {
    files: ['server/**/*.ts'],
    rules: rule([
      group(['**/src/widgets/**', '**/src/app/**', '**/src/embed/**'], 'The server never imports the client parts.'),
      group(['react', 'react-dom', 'styled-components', '@nanostores/react'], 'The server renders no React.'),
      group(['**/src/core/*', '!**/src/core/money', '!**/src/core/money/*', '!**/src/core/links.js', '!**/src/core/article.js', '!**/src/core/instrument-names.js', '!**/src/core/trading-sessions.js', '!**/src/core/statement.js', '!**/src/core/trade-note.js', '!**/src/core/my-data.js', '!**/src/core/palette.js', '!**/src/core/i18n/*.json'], 'From the core, the server uses only the pure shared rules (money, links, article HTML, instrument names, trading sessions, statement periods, trade notes, the data copy\'s name, the colours).'),
    ]),
  },
];
