import type { Plugin } from 'vite';

// Lets the page start the dictionary of the person's language with the HTML instead of after the app's code has run
// (one round trip less before the first screen, which waits for its labels). The build writes a map of language →
// chunk file into index.html as a JSON data island (not executed, so the page's CSP stays 'self'-only); the classic
// script public/theme-boot.js reads the remembered language and adds a <link rel="modulepreload"> for its chunk.

const DICTIONARY = /[/\\]src[/\\]core[/\\]i18n[/\\]([a-z]+)\.json$/;

export function dictionaryPreload(): Plugin {
  return {
    name: 'pipkit-dictionary-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const map: Record<string, string> = {};
        for (const chunk of Object.values(ctx.bundle ?? {})) {
          if (chunk.type !== 'chunk' || !chunk.isDynamicEntry) continue;
          const lang = chunk.moduleIds.map((id) => DICTIONARY.exec(id)?.[1]).find(Boolean);
          if (lang) map[lang] = `./${chunk.fileName}`;
        }
        if (Object.keys(map).length === 0) throw new Error('dictionary-preload: no dictionary chunks found in the bundle');
        // Right before theme-boot.js, which reads it while the head is parsed (and after <meta charset>, which must
        // stay within the first bytes of the page).
        const boot = '<script src="./theme-boot.js"></script>';
        if (!html.includes(boot)) throw new Error('dictionary-preload: index.html no longer loads theme-boot.js');
        return html.replace(boot, `<script type="application/json" id="pipkit-dictionaries">${JSON.stringify(map)}</script>\n    ${boot}`);
      },
    },
  };
}
