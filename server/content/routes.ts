import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { underStartupLock } from '../db/startup-lock.js';
import { findSession, sessionIdleMs, tokenFromHeader } from '../auth/sessions.js';
import { AppError, loginRequired, ok } from '../http/envelope.js';
import { pageParam, replies } from '../http/schemas.js';
import { APP_CSP } from '../http/security.js';
import { getSettings, registerSettings } from '../settings/index.js';
import { companyStatus, searchCompanies } from './companies.js';
import { followList } from './follow.js';
import { getNews, listNews } from './news.js';
import { CHAT_SCRIPT, chatPage, unavailablePage, type Scheme } from './pages.js';
import { seedContent } from './seed.js';
import { GUEST_KEY_RE, listMessages, sendUserMessage, type Who } from './support.js';
import { announceToDesk } from '../operators/desk.js';

// Content area (issue 6): news, ranking (follow list), companies and service mode, complaint e-mail, and the
// built-in support chat with its page. Admin routes: content/admin.ts.

// The built-in support chat is the default customer-chat link (docs/product.md#routes-and-screens Chat; the client resolves a relative link
// against the API origin and appends uid, email and lang).
registerSettings({ service_link: '/support/chat' }, { public: true });

export const newsItemSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    desc: { type: 'string' },
    logo: { type: 'string' },
    created_at: { type: 'string', description: 'ISO-8601 UTC' },
  },
} as const;

export const companySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    logo: { type: 'string' },
    url: { type: 'string' },
    subject: { type: 'string' },
    registered_address: { type: 'string' },
    location: { type: 'string' },
    email: { type: 'string' },
  },
} as const;

export const supportMessageSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    conversation_id: { type: 'integer' },
    sender: { type: 'string', enum: ['user', 'operator'] },
    body: { type: 'string', description: 'Plain text (never rendered as HTML)' },
    created_at: { type: 'string' },
  },
} as const;

const followSchema = {
  type: 'object',
  properties: {
    rank: { type: 'integer' },
    uid: { type: 'string' },
    user: { type: 'string', description: 'Display name (masked account when the trader has none)' },
    multiple: { type: 'integer', description: 'Most used leverage' },
    three_week_rate: { type: 'string', description: 'P&L ÷ margin over 21 days, percent (2 dp)' },
    three_week_win: { type: 'string', description: 'Winning trades over 21 days, percent (2 dp)' },
    three_week_profit: { type: 'string', description: 'P&L over 21 days, USD (2 dp)' },
    total_rate: { type: 'string', description: 'P&L ÷ margin all time, percent (2 dp)' },
    total_trade_num: { type: 'integer' },
    code: { type: 'string', description: 'Most traded instrument (ShowCode)' },
  },
} as const;

/** The server's own pages: in the language asked for (else English) and the app's colour scheme (else the device's). */
type PageQuery = { lang?: string; theme?: Scheme };
const pageQuery = {
  type: 'object',
  properties: { lang: { type: 'string' }, theme: { type: 'string', enum: ['light', 'dark'] } },
} as const;

const langOf = (request: FastifyRequest) => {
  const q = (request.query as { lang?: string } | undefined)?.lang;
  const h = request.headers.lang;
  return String(q || (Array.isArray(h) ? h[0] : h) || 'en');
};

export const contentRoutes: FastifyPluginAsync = async (app) => {
  await underStartupLock(app.db, () => seedContent(app.db));

  // ---- News (docs/product.md#api: /api/news/list category_id 1, page; /api/news/info id) ----
  app.get<{ Querystring: { category_id: number; page: number; limit: number } }>('/api/news/list', {
    schema: {
      tags: ['content'],
      summary: 'Published articles of a category, newest first (10 per page by default)',
      querystring: {
        type: 'object',
        properties: {
          category_id: { type: 'integer', minimum: 1, default: 1 },
          page: pageParam,
          limit: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
        },
      },
      response: replies({ type: 'object', properties: { data: { type: 'array', items: newsItemSchema }, total: { type: 'integer' } } }),
    },
    handler: async (request) => {
      const { category_id, page, limit } = request.query;
      return ok(await listNews(app.db, category_id, page, limit));
    },
  });

  app.get<{ Querystring: { id: number } }>('/api/news/info', {
    schema: {
      tags: ['content'],
      summary: 'One published article; content is sanitised HTML',
      querystring: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
      response: replies({ type: 'object', properties: { ...newsItemSchema.properties, category_id: { type: 'integer' }, content: { type: 'string' } } }),
    },
    handler: async (request) => ok(await getNews(app.db, request.query.id)),
  });

  // ---- Ranking / copy trading ----
  app.get('/api/follow/list', {
    schema: {
      tags: ['content'],
      summary: 'Trader ranking from real closed trades: last three weeks and all time (top 50)',
      response: replies({ type: 'array', items: followSchema }),
    },
    handler: async () => ok(await followList(app.db)),
  });

  // ---- Companies and service mode ----
  app.get<{ Querystring: { name?: string } }>('/api/company/getCompany', {
    schema: {
      tags: ['content'],
      summary: 'Companies whose name contains `name` (all when empty), main mode search',
      querystring: { type: 'object', properties: { name: { type: 'string', maxLength: 100, default: '' } } },
      response: replies({ type: 'array', items: companySchema }),
    },
    handler: async (request) => ok(await searchCompanies(app.db, request.query.name ?? '')),
  });

  app.get('/api/company/getCompanyStatus', {
    schema: {
      tags: ['content'],
      summary: 'Service mode: type 0 = main mode (search companies); status 0 = service withdrawn, go to url',
      response: replies({
        type: 'object',
        properties: { type: { type: 'integer', enum: [0, 1] }, status: { type: 'integer', enum: [0, 1] }, url: { type: 'string' } },
      }),
    },
    handler: async () => ok(await companyStatus(app.db)),
  });

  app.get<{ Querystring: { company_id?: number } }>('/api/company/complaint_email', {
    schema: {
      tags: ['content'],
      summary: 'Complaint e-mail: the chosen company’s, else the complaint_email setting, else complaints@<host> for a domain name, else the first company’s',
      querystring: { type: 'object', properties: { company_id: { type: 'integer', minimum: 1 } } },
      response: replies({ type: 'object', properties: { email: { type: 'string' } } }),
    },
    handler: async (request) => {
      const id = request.query.company_id;
      if (id) {
        const c = await app.db.selectFrom('companies').select('email').where('id', '=', id).where('enabled', '=', 1).executeTakeFirst();
        if (c?.email) return ok({ email: c.email });
      }
      const s = await getSettings(app.db, ['complaint_email']);
      if (s.complaint_email) return ok({ email: s.complaint_email });
      const host = String(request.hostname || '').replace(/:\d+$/, '').replace(/^(www|api|pc)\./, '');
      // complaints@<host> only for a real domain: "complaints@127.0.0.1" or "@localhost" reaches nobody, so a local
      // or bare-IP server answers with the first listed company's address instead.
      if (isDomainName(host)) return ok({ email: `complaints@${host}` });
      const first = await app.db.selectFrom('companies').select('email').where('enabled', '=', 1).where('email', '!=', '').orderBy('id').executeTakeFirst();
      return ok({ email: first?.email ?? '' });
    },
  });

  // ---- Built-in support chat ----
  async function who(request: FastifyRequest, guest?: string): Promise<Who> {
    const token = tokenFromHeader(request.headers.authorization);
    if (token) {
      const found = await findSession(app.db, token, { idleMs: sessionIdleMs(app.config) });
      if (!found) throw loginRequired();
      return { user: found.user };
    }
    if (!guest || !GUEST_KEY_RE.test(guest)) throw new AppError('guestRequired');
    return { guest };
  }

  app.get<{ Querystring: { guest?: string; after_id: number } }>('/api/support/messages', {
    schema: {
      tags: ['content'],
      summary: 'Messages of the caller’s support conversation (session token, or a visitor key `guest`)',
      querystring: {
        type: 'object',
        properties: { guest: { type: 'string', maxLength: 64 }, after_id: { type: 'integer', minimum: 0, default: 0 } },
      },
      response: replies({
        type: 'object',
        properties: {
          conversation_id: { type: 'integer' },
          topic: { type: 'string', description: 'Socket topic that pushes new messages' },
          messages: { type: 'array', items: supportMessageSchema },
        },
      }),
    },
    handler: async (request) => ok(await listMessages(app.db, await who(request, request.query.guest), request.query.after_id)),
  });

  app.post<{ Body: { text: string; guest?: string; email?: string } }>('/api/support/send', {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: {
      tags: ['content'],
      summary: 'Send a message to support (plain text, at most 2000 characters)',
      body: {
        type: 'object',
        required: ['text'],
        properties: { text: { type: 'string', maxLength: 4000 }, guest: { type: 'string', maxLength: 64 }, email: { type: 'string', maxLength: 254 } },
      },
      response: replies(supportMessageSchema),
    },
    handler: async (request) => {
      const { text, guest, email } = request.body;
      const msg = await sendUserMessage(app.db, app.pushes, await who(request, guest), text, { email });
      await announceToDesk(app, msg);
      return ok(msg);
    },
  });

  // The chat page is framed by the app, which may live on another host than the API (www. vs api.): allow the
  // configured CORS origins as frame ancestors of this page only (this hook runs after the global security one).
  // CORS_ORIGINS=* opens the API to any page, never the framing: a site that frames the chat could overlay it and
  // trick a visitor into typing there (clickjacking), so only named origins may frame it.
  const origins = (app.config.corsOrigins ?? []).filter((o) => o !== '*');
  if (origins.length) {
    const ancestors = ["'self'", ...origins].join(' ');
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.split('?')[0] !== '/support/chat') return payload;
      reply.removeHeader('X-Frame-Options');
      reply.header('Content-Security-Policy', APP_CSP.replace("frame-ancestors 'self'", `frame-ancestors ${ancestors}`));
      return payload;
    });
  }

  app.get<{ Querystring: PageQuery }>('/support/chat', { schema: { hide: true, querystring: pageQuery } }, async (request, reply) =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(chatPage(langOf(request), request.query.theme)),
  );
  app.get('/support/chat.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(CHAT_SCRIPT),
  );
  app.get<{ Querystring: PageQuery }>('/unavailable.html', { schema: { hide: true, querystring: pageQuery } }, async (request, reply) =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(unavailablePage(langOf(request), request.query.theme)),
  );
};

/** A host name that can receive mail: has a dot, is not an IP address or localhost. */
function isDomainName(host: string): boolean {
  if (!host || !host.includes('.') || host.endsWith('.localhost')) return false;
  if (/^\d+(\.\d+){3}$/.test(host) || host.includes(':') || host.startsWith('[')) return false;
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(host);
}
