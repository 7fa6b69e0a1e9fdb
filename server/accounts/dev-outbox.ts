/**
 * Development delivery: with no mail and no SMS provider configured (the `npm start` default) verification codes
 * are stored and logged but reach nobody, so a newcomer could not register. In that mode, and only then — never with
 * a provider, never with NODE_ENV=production — the server shows its outbox at /dev/outbox (HTML) and
 * /dev/outbox.json, and says so at start. Configuring SMTP_URL (or an SMS sender) turns the page off.
 */
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { likeLiteral } from '../db/search-text.js';
import { ok } from '../http/envelope.js';
import { replies } from '../http/schemas.js';

export interface DeliveryConfig {
  /** SMTP URL in use (config or SMTP_URL), if any. */
  smtpUrl?: string;
  /** An SMS sender plugged in, if any. */
  hasSmsSender: boolean;
  nodeEnv?: string;
  /** Explicit choice (tests, operators); wins over the rule, except that production never shows the page. */
  override?: boolean;
}

/** True when codes can only be read locally: no provider of any kind and not a production run. */
export function devDeliveryMode(c: DeliveryConfig): boolean {
  if (c.nodeEnv === 'production') return false;
  if (c.override !== undefined) return c.override;
  return !c.smtpUrl && !c.hasSmsSender;
}

const LIMIT = 50;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** The code of a message is shown large: the digits a newcomer is looking for. */
const highlightCode = (escapedBody: string) => escapedBody.replace(/\b(\d{4,8})\b/, '<mark>$1</mark>');

const messageSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' }, channel: { type: 'string' }, target: { type: 'string' }, subject: { type: 'string' },
    body: { type: 'string' }, status: { type: 'string' }, created_at: { type: 'string' },
  },
} as const;

export const devOutboxRoutes: FastifyPluginAsync = async (app) => {
  const query = { type: 'object', properties: { to: { type: 'string', maxLength: 254, description: 'Only messages to this address or number' } } } as const;
  const latest = (to?: string) => {
    let q = app.db.selectFrom('outbox').select(['id', 'channel', 'target', 'subject', 'body', 'status', 'created_at']).orderBy('id', 'desc').limit(LIMIT);
    const target = to?.trim();
    if (target) q = q.where(sql<boolean>`target like ${`%${likeLiteral(target)}%`} escape '\\'`);
    return q.execute();
  };

  app.get<{ Querystring: { to?: string } }>('/dev/outbox.json', {
    schema: { tags: ['development'], summary: 'Development delivery only: the latest 50 outgoing messages (verification codes), newest first', querystring: query, response: replies({ type: 'array', items: messageSchema }) },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return ok(await latest(request.query.to));
    },
  });

  app.get<{ Querystring: { to?: string } }>('/dev/outbox', {
    schema: { tags: ['development'], summary: 'Development delivery only: the outbox as a page a newcomer reads codes from', querystring: query },
    handler: async (request, reply) => {
      const rows = await latest(request.query.to);
      const items = rows
        .map(
          (m) => `<li><p class="meta">${escapeHtml(m.created_at)} · ${escapeHtml(m.channel)} · <b>${escapeHtml(m.target)}</b></p>` +
            `<p class="subject">${escapeHtml(m.subject)}</p><p>${highlightCode(escapeHtml(m.body))}</p></li>`,
        )
        .join('');
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pipkit development outbox</title><style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:720px;padding:16px;color:#1a1f29;background:#f4f6fa}
h1{font-size:22px}ol{list-style:none;padding:0}li{background:#fff;border-radius:12px;padding:12px 16px;margin:0 0 12px;box-shadow:0 1px 3px #0002}
.meta{color:#5b6575;font-size:14px;margin:0}.subject{font-weight:600;margin:4px 0}mark{font:700 22px ui-monospace,monospace;background:#fff3bf;padding:0 4px}
</style></head><body><h1>Development outbox</h1>
<p>No mail or SMS provider is configured, so messages are kept here instead of being sent. Set <code>SMTP_URL</code> to deliver e-mail; this page then disappears.</p>
${rows.length ? `<ol>${items}</ol>` : '<p>No messages yet. Ask for a verification code and reload.</p>'}
</body></html>`;
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
        .send(html);
    },
  });
};
