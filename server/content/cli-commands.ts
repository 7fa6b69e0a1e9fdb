import { readFileSync } from 'node:fs';
import type { Command } from '../admin/cli.js';

// Admin CLI commands of the content area (joined into COMMANDS in admin/cli.ts).

function need(args: string[], n: number, usage: string) {
  if (args.length < n) throw new Error(`usage: ${usage}`);
}

/** `--key value` options after the positional arguments. */
function options(args: string[]): { rest: string[]; opts: Record<string, string> } {
  const rest: string[] = [];
  const opts: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const m = /^--([a-z_]+)$/.exec(args[i]);
    if (m && i + 1 < args.length) opts[m[1]] = args[++i];
    else rest.push(args[i]);
  }
  return { rest, opts };
}

/** Content given as `@file.html` is read from that file. */
const contentOf = (s: string | undefined) => (s?.startsWith('@') ? readFileSync(s.slice(1), 'utf8') : s);

const newsUsage = 'news-create <title> <content-html|@file.html> [--desc D] [--logo URL] [--category 1] [--publish yes]';
const companyUsage = 'company-add <name> [--email E] [--url U] [--logo U] [--subject S] [--registered_address A] [--location L]';

export const CONTENT_COMMANDS: Record<string, Command> = {
  'news-list': { usage: 'news-list [page]', run: async (args, api) => api('GET', `/admin/api/news?page=${encodeURIComponent(args[0] || '1')}`) },
  'news-create': {
    usage: newsUsage,
    run: async (args, api) => {
      const { rest, opts } = options(args);
      need(rest, 2, newsUsage);
      return api('POST', '/admin/api/news', {
        title: rest[0],
        content: contentOf(rest[1]),
        ...(opts.desc ? { desc: opts.desc } : {}),
        ...(opts.logo ? { logo: opts.logo } : {}),
        ...(opts.category ? { category_id: Number(opts.category) } : {}),
        published: /^(yes|true|1)$/i.test(opts.publish ?? ''),
      });
    },
  },
  'news-update': {
    usage: 'news-update <id> [--title T] [--content HTML|@file] [--desc D] [--logo URL] [--category N]',
    run: async (args, api) => {
      const { rest, opts } = options(args);
      need(rest, 1, 'news-update <id> [--title T] [--content HTML|@file] …');
      const body: Record<string, unknown> = {};
      for (const k of ['title', 'desc', 'logo']) if (opts[k] !== undefined) body[k] = opts[k];
      if (opts.content !== undefined) body.content = contentOf(opts.content);
      if (opts.category !== undefined) body.category_id = Number(opts.category);
      return api('PUT', `/admin/api/news/${encodeURIComponent(rest[0])}`, body);
    },
  },
  'news-publish': { usage: 'news-publish <id>', run: async (args, api) => (need(args, 1, 'news-publish <id>'), api('POST', `/admin/api/news/${encodeURIComponent(args[0])}/publish`, {})) },
  'news-unpublish': { usage: 'news-unpublish <id>', run: async (args, api) => (need(args, 1, 'news-unpublish <id>'), api('POST', `/admin/api/news/${encodeURIComponent(args[0])}/unpublish`, {})) },
  'news-delete': { usage: 'news-delete <id>', run: async (args, api) => (need(args, 1, 'news-delete <id>'), api('DELETE', `/admin/api/news/${encodeURIComponent(args[0])}`)) },
  'company-list': { usage: 'company-list', run: async (_args, api) => api('GET', '/admin/api/companies') },
  'company-add': {
    usage: companyUsage,
    run: async (args, api) => {
      const { rest, opts } = options(args);
      need(rest, 1, companyUsage);
      return api('POST', '/admin/api/companies', { name: rest[0], ...opts });
    },
  },
  'company-mode': {
    usage: 'company-mode <main|normal> [--status 0|1] [--url URL]   (main = type 0: search companies; status 0 = withdrawn)',
    run: async (args, api) => {
      const { rest, opts } = options(args);
      const body: Record<string, unknown> = {};
      if (rest[0]) {
        if (!/^(main|normal|0|1)$/.test(rest[0])) throw new Error('mode must be main or normal');
        body.type = rest[0] === 'main' || rest[0] === '0' ? 0 : 1;
      }
      if (opts.status !== undefined) body.status = Number(opts.status);
      if (opts.url !== undefined) body.url = opts.url;
      return api('PUT', '/admin/api/company-mode', body);
    },
  },
  'follow-set': {
    usage: 'follow-set <userId> [--name N] [--hidden yes|no]',
    run: async (args, api) => {
      const { rest, opts } = options(args);
      need(rest, 1, 'follow-set <userId> [--name N] [--hidden yes|no]');
      return api('PUT', `/admin/api/follow/${encodeURIComponent(rest[0])}`, {
        ...(opts.name ? { display_name: opts.name } : {}),
        ...(opts.hidden ? { hidden: /^(yes|true|1)$/i.test(opts.hidden) } : {}),
      });
    },
  },
  'chat-list': { usage: 'chat-list [page]', run: async (args, api) => api('GET', `/admin/api/support/conversations?page=${encodeURIComponent(args[0] || '1')}`) },
  'chat-show': { usage: 'chat-show <conversationId>', run: async (args, api) => (need(args, 1, 'chat-show <conversationId>'), api('GET', `/admin/api/support/conversations/${encodeURIComponent(args[0])}`)) },
  'chat-reply': {
    usage: 'chat-reply <conversationId> <text…>',
    run: async (args, api) => {
      need(args, 2, 'chat-reply <conversationId> <text…>');
      return api('POST', `/admin/api/support/conversations/${encodeURIComponent(args[0])}/reply`, { text: args.slice(1).join(' ') });
    },
  },
};
