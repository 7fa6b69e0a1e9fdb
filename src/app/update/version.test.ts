import { describe, expect, it } from 'vitest';
import { entryOf, isNewBuild } from './version';

const page = (entry: string) => `<!doctype html><html><head>
<script type="application/json" id="pipkit-dictionaries">{"full":{}}</script>
<script src="./theme-boot.js"></script>
<script type="module" crossorigin src="${entry}"></script>
<link rel="modulepreload" crossorigin href="./assets/rolldown-runtime-XKyaHtl9.js">
</head><body><div id="root"></div></body></html>`;

describe('entryOf', () => {
  it('finds the module script of a built page, not the classic or data scripts before it', () => {
    expect(entryOf(page('./assets/index-BFIHqWJo.js'))).toBe('./assets/index-BFIHqWJo.js');
  });
  it('reads attributes in any order and quoting', () => {
    expect(entryOf("<script src='/a/index-X.js' type='module'></script>")).toBe('/a/index-X.js');
    expect(entryOf('<SCRIPT TYPE=module SRC=./index-Y.js></SCRIPT>')).toBe('./index-Y.js');
  });
  it('is null for a page without one (the server without the app, an error page, an empty answer)', () => {
    expect(entryOf('<!doctype html><h1>Pipkit server is running</h1>')).toBeNull();
    expect(entryOf('<script type="module">import "./x.js"</script>')).toBeNull();
    expect(entryOf('')).toBeNull();
  });
});

describe('isNewBuild', () => {
  it('compares the entry file names, wherever the page lives', () => {
    expect(isNewBuild('./assets/index-A.js', './assets/index-B.js')).toBe(true);
    expect(isNewBuild('./assets/index-A.js', '/pipkit/assets/index-A.js')).toBe(false);
    expect(isNewBuild('./assets/index-A.js?v=1', './assets/index-A.js')).toBe(false);
  });
  it('is no news when either side is unknown', () => {
    expect(isNewBuild(null, './assets/index-B.js')).toBe(false);
    expect(isNewBuild('./assets/index-A.js', null)).toBe(false);
  });
});
