import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import { lightColors } from '../../src/core/palette.js';
import { arrivedOnAdminListener } from '../admin/listener.js';

// Serves the built app (APP_DIR, `npm run build:app`) at / and the web app manifest.

/** An installed app's bar when the page names no colour, and its splash: the light palette's brand and page colours. */
const THEME_COLOR = lightColors.primary;
const BACKGROUND_COLOR = lightColors.bg;

/** The theme colour the app's page names (`<meta name="theme-color">`), so the installed app's bar matches the tab's. */
export function pageThemeColor(appDir: string | undefined): string {
  if (!appDir || !existsSync(join(appDir, 'index.html'))) return THEME_COLOR;
  const m = /<meta\s+name="theme-color"\s+content="(#[0-9a-fA-F]{3,8})"/.exec(readFileSync(join(appDir, 'index.html'), 'utf8'));
  return m ? m[1] : THEME_COLOR;
}

interface Icon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Icons found in the built app (icons/*.png|svg or icon-*.png), sizes read from names like icon-192.png. */
export function findIcons(appDir: string | undefined): Icon[] {
  if (!appDir) return [];
  const icons: Icon[] = [];
  for (const dir of ['icons', '']) {
    const full = join(appDir, dir);
    if (!existsSync(full) || !statSync(full).isDirectory()) continue;
    for (const f of readdirSync(full)) {
      const m = /^(?:icon|logo|app-icon|pwa)[-_]?(\d+)?(?:x\d+)?(-maskable)?\.(png|svg)$/i.exec(f);
      if (!m || (dir === '' && !/^icon/i.test(f))) continue;
      const svg = m[3].toLowerCase() === 'svg';
      icons.push({
        src: `./${dir ? dir + '/' : ''}${f}`,
        sizes: svg ? 'any' : m[1] ? `${m[1]}x${m[1]}` : '192x192',
        type: svg ? 'image/svg+xml' : 'image/png',
        ...(m[2] ? { purpose: 'maskable' } : {}),
      });
    }
  }
  return icons;
}

const manifestSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    short_name: { type: 'string' },
    description: { type: 'string' },
    start_url: { type: 'string' },
    scope: { type: 'string' },
    display: { type: 'string' },
    background_color: { type: 'string' },
    theme_color: { type: 'string' },
    icons: {
      type: 'array',
      items: { type: 'object', properties: { src: { type: 'string' }, sizes: { type: 'string' }, type: { type: 'string' }, purpose: { type: 'string' } } },
    },
  },
} as const;

const missingAppPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pipkit</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding-inline: 1rem">
<h1>Pipkit server is running</h1>
<p>The web app has not been built. Run <code>npm run build:app</code> (or set <code>APP_DIR</code>) and restart.</p>
<p>API description: <a href="/api/openapi.json">/api/openapi.json</a></p></body></html>`;

export const webPlugin: FastifyPluginAsync = async (app) => {
  const appDir = app.config.appDir ? resolve(app.config.appDir) : undefined;
  const hasApp = !!appDir && existsSync(join(appDir, 'index.html'));
  const icons = findIcons(hasApp ? appDir : undefined);
  const themeColor = pageThemeColor(hasApp ? appDir : undefined);

  app.get('/manifest.json', {
    schema: { tags: ['general'], summary: 'Web app manifest', response: { 200: manifestSchema } },
    handler: async (_request, reply) => {
      const title = (await app.db.selectFrom('settings').select('value').where('key', '=', 'title').executeTakeFirst())?.value;
      reply.type('application/manifest+json; charset=utf-8').header('Cache-Control', 'no-cache');
      return {
        name: title || 'Pipkit',
        short_name: title || 'Pipkit',
        description: 'Trade FX and CFDs with leverage, long and short.',
        id: './',
        start_url: './',
        scope: './',
        display: 'standalone',
        background_color: BACKGROUND_COLOR,
        theme_color: themeColor,
        icons,
      };
    },
  });

  // The app's pages name their icon inline; other pages (and browsers that ask anyway) get /favicon.ico: the app's
  // icon.svg (the same picture, src/app/public/icon.svg), or a 204 without an app, never a 404 logged as an error.
  if (!(hasApp && existsSync(join(appDir!, 'favicon.ico')))) {
    const icon = hasApp && existsSync(join(appDir!, 'icon.svg')) ? readFileSync(join(appDir!, 'icon.svg')) : null;
    app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=86400');
      return icon ? reply.type('image/svg+xml').send(icon) : reply.code(204).send();
    });
  }

  if (hasApp) {
    // Hash routing (docs/product.md#api): every screen lives under /, so plain static files are enough; misses fall through
    // to the 404 envelope. Hashed assets are immutable; index.html must be revalidated to pick up new builds.
    await app.register(fastifyStatic, {
      root: appDir!,
      prefix: '/',
      index: ['index.html'],
      // The build writes .br and .gz copies (scripts/vite-precompress.ts): the best one the browser accepts is sent,
      // with Vary: Accept-Encoding; caching headers stay those of the original file.
      preCompressed: true,
      // Nothing the app needs starts with a dot; the build's own records (.vite/manifest.json) stay unserved.
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('Cache-Control', /[/\\]assets[/\\]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
        // Caches must key on the encoding: the same URL is answered br, gzip or plain.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
    // The operator console (docs/operators.md): its own page and bundle under /console, answered only where the
    // admin API answers (with ADMIN_PORT, on the admin listener alone).
    if (existsSync(join(appDir!, 'console.html'))) {
      for (const url of ['/console', '/console/']) {
        app.get(url, { schema: { hide: true } }, async (request, reply) => {
          if (!arrivedOnAdminListener(app, request)) return reply.callNotFound();
          return reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').sendFile('console.html');
        });
      }
    }
  } else {
    app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.type('text/html; charset=utf-8').send(missingAppPage));
  }
};
