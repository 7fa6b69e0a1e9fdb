import type { FastifyPluginAsync } from 'fastify';
import { endCopies } from '../copy/ending.js';
import { copyNoticesOf } from '../copy/notices.js';
import { AppError, ok } from '../http/envelope.js';
import { pageParam, replies } from '../http/schemas.js';
import { checkSetting, setSetting } from '../settings/index.js';
import { companySchema, supportMessageSchema } from './routes.js';
import { companyStatus, createCompany, updateCompany, type CompanyInput } from './companies.js';
import { invalidateFollowCache } from './follow.js';
import { createNews, updateNews, type NewsInput } from './news.js';
import { sanitizeHtml } from './sanitize.js';
import { conversationMessages, listConversations, sendOperatorReply } from './support.js';
import { audited, rowOf } from '../operators/audit.js';
import { announceToDesk } from '../operators/desk.js';

// Admin API of the content area (registered inside admin/routes.ts, so the operator guard applies):
// news articles, companies and the service mode, ranking visibility, and the support chat operator side.

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;

const newsAdminSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    category_id: { type: 'integer' },
    title: { type: 'string' },
    desc: { type: 'string' },
    logo: { type: 'string' },
    content: { type: 'string' },
    published: { type: 'integer' },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
  },
} as const;

const newsBody = {
  type: 'object',
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 200 },
    desc: { type: 'string', maxLength: 500 },
    logo: { type: 'string', maxLength: 512 },
    content: { type: 'string', maxLength: 200_000 },
    category_id: { type: 'integer', minimum: 1 },
    published: { type: 'boolean' },
  },
} as const;

const companyBody = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200 },
    logo: { type: 'string', maxLength: 512 },
    url: { type: 'string', maxLength: 512 },
    subject: { type: 'string', maxLength: 200 },
    registered_address: { type: 'string', maxLength: 500 },
    location: { type: 'string', maxLength: 200 },
    email: { type: 'string', maxLength: 254 },
    enabled: { type: 'boolean' },
  },
} as const;

export const contentAdminRoutes: FastifyPluginAsync = async (app) => {
  // ---- News ----
  app.get<{ Querystring: { page: number } }>('/news', {
    config: { access: 'content.write' },
    schema: {
      tags: ['admin'], summary: 'All articles (drafts too), newest first, 50 per page',
      querystring: { type: 'object', properties: { page: pageParam } },
      response: replies({ type: 'array', items: newsAdminSchema }),
    },
    handler: async (request) =>
      ok(await app.db.selectFrom('news').selectAll().orderBy('id', 'desc').limit(50).offset((request.query.page - 1) * 50).execute()),
  });
  app.post<{ Body: NewsInput & { title: string } }>('/news', {
    config: { access: 'content.write' },
    schema: { tags: ['admin'], summary: 'Create an article (content HTML is sanitised); published defaults to false', body: { ...newsBody, required: ['title'] }, response: replies(newsAdminSchema) },
    handler: async (request) => audited(app, request, { action: 'news.create', target: ['news', request.body.title] }, async (db) => ok(await createNews(db, request.body))),
  });
  app.post<{ Body: { content: string } }>('/news/preview', {
    config: { access: 'content.write', readOnly: true },
    schema: {
      tags: ['admin'], summary: 'The content as it would be stored: sanitised exactly as on save (nothing is saved)',
      body: { type: 'object', required: ['content'], properties: { content: newsBody.properties.content } },
      response: replies({ type: 'object', properties: { content: { type: 'string' } } }),
    },
    handler: async (request) => ok({ content: await sanitizeHtml(request.body.content) }),
  });
  app.put<{ Params: { id: number }; Body: NewsInput }>('/news/:id', {
    config: { access: 'content.write' },
    schema: { tags: ['admin'], summary: 'Edit an article', params: idParams, body: newsBody, response: replies(newsAdminSchema) },
    handler: async (request) => audited(app, request, { action: 'news.update', target: ['news', request.params.id], snapshot: rowOf('news', request.params.id) }, async (db) => ok(await updateNews(db, request.params.id, request.body))),
  });
  for (const [action, published] of [['publish', true], ['unpublish', false]] as const) {
    app.post<{ Params: { id: number } }>(`/news/:id/${action}`, {
      config: { access: 'content.write' },
      schema: { tags: ['admin'], summary: `${action === 'publish' ? 'Publish' : 'Unpublish'} an article`, params: idParams, response: replies(newsAdminSchema) },
      handler: async (request) => audited(app, request, { action: `news.${action}`, target: ['news', request.params.id], snapshot: rowOf('news', request.params.id) }, async (db) => ok(await updateNews(db, request.params.id, { published }))),
    });
  }
  app.delete<{ Params: { id: number } }>('/news/:id', {
    config: { access: 'content.write' },
    schema: { tags: ['admin'], summary: 'Delete an article', params: idParams, response: replies({ type: 'object', properties: { id: { type: 'integer' } } }) },
    handler: async (request) => audited(app, request, { action: 'news.delete', target: ['news', request.params.id], snapshot: rowOf('news', request.params.id) }, async (db) => {
      const r = await db.deleteFrom('news').where('id', '=', request.params.id).executeTakeFirst();
      if (!Number(r.numDeletedRows)) throw new AppError('articleNotFound');
      return ok({ id: request.params.id });
    }),
  });

  // ---- Companies and service mode ----
  const companyAdmin = { ...companySchema, properties: { ...companySchema.properties, enabled: { type: 'integer' } } };
  app.get('/companies', {
    config: { access: 'content.write' },
    schema: { tags: ['admin'], summary: 'All companies', response: replies({ type: 'array', items: companyAdmin }) },
    handler: async () => ok(await app.db.selectFrom('companies').select(['id', 'name', 'logo', 'url', 'subject', 'registered_address', 'location', 'email', 'enabled']).orderBy('id').execute()),
  });
  app.post<{ Body: CompanyInput & { name: string } }>('/companies', {
    config: { access: 'content.write' },
    schema: { tags: ['admin'], summary: 'Add a company', body: { ...companyBody, required: ['name'] }, response: replies(companyAdmin) },
    handler: async (request) => audited(app, request, { action: 'company.create', target: ['company', request.body.name] }, async (db) => ok(await createCompany(db, request.body))),
  });
  app.put<{ Params: { id: number }; Body: CompanyInput }>('/companies/:id', {
    config: { access: 'content.write' },
    schema: { tags: ['admin'], summary: 'Edit a company (enabled false hides it)', params: idParams, body: companyBody, response: replies(companyAdmin) },
    handler: async (request) => audited(app, request, { action: 'company.update', target: ['company', request.params.id], snapshot: rowOf('companies', request.params.id) }, async (db) => ok(await updateCompany(db, request.params.id, request.body))),
  });
  const modeSchema = { type: 'object', properties: { type: { type: 'integer' }, status: { type: 'integer' }, url: { type: 'string' } } } as const;
  app.get('/company-mode', {
    config: { access: 'settings.write' },
    schema: { tags: ['admin'], summary: 'Service mode in force (type 0 main mode, 1 normal; status 0 withdrawn, url)', response: replies(modeSchema) },
    handler: async () => ok(await companyStatus(app.db)),
  });
  app.put<{ Body: { type?: number; status?: number; url?: string } }>('/company-mode', {
    config: { access: 'settings.write' },
    schema: {
      tags: ['admin'], summary: 'Service mode: type 0 = main mode, 1 = normal; status 0 = withdrawn (browser goes to url)',
      body: {
        type: 'object',
        properties: { type: { type: 'integer', enum: [0, 1] }, status: { type: 'integer', enum: [0, 1] }, url: { type: 'string', maxLength: 1024, description: 'An https: URL or a path on this site' } },
      },
      response: replies({ type: 'object', properties: { type: { type: 'integer' }, status: { type: 'integer' }, url: { type: 'string' } } }),
    },
    handler: async (request) => audited(app, request, { action: 'company-mode.set', target: ['setting', 'company_mode'] }, async (db) => {
      const { type, status, url } = request.body;
      if (url !== undefined) checkSetting('withdrawal_url', url); // before anything is saved: all or nothing
      if (type !== undefined) await setSetting(db, 'company_mode', String(type));
      if (status !== undefined) await setSetting(db, 'company_status', String(status));
      if (url !== undefined) await setSetting(db, 'withdrawal_url', url);
      return ok(await companyStatus(db));
    }),
  });

  // ---- Ranking ----
  app.put<{ Params: { id: number }; Body: { display_name?: string; hidden?: boolean } }>('/follow/:id', {
    config: { access: 'content.write' },
    schema: {
      tags: ['admin'], summary: 'Ranking profile of user :id: display name and hidden flag',
      params: idParams,
      body: { type: 'object', properties: { display_name: { type: 'string', minLength: 1, maxLength: 64 }, hidden: { type: 'boolean' } } },
      response: replies({ type: 'object', properties: { user_id: { type: 'integer' }, display_name: { type: 'string' }, hidden: { type: 'integer' } } }),
    },
    handler: async (request) => audited(app, request, { action: 'ranking-profile.update', target: ['user', request.params.id] }, async (db, afterCommit) => {
      const { id } = request.params;
      const user = await db.selectFrom('users').select(['id', 'uid']).where('id', '=', id).executeTakeFirst();
      if (!user) throw new AppError('userNotFound');
      const existing = await db.selectFrom('follow_profiles').selectAll().where('user_id', '=', id).executeTakeFirst();
      const row = {
        user_id: id,
        display_name: request.body.display_name ?? existing?.display_name ?? `Trader ${user.uid.slice(0, 2)}***${user.uid.slice(-2)}`,
        hidden: request.body.hidden === undefined ? (existing?.hidden ?? 0) : request.body.hidden ? 1 : 0,
      };
      if (existing) await db.updateTable('follow_profiles').set(row).where('user_id', '=', id).execute();
      else await db.insertInto('follow_profiles').values({ ...row, seed_key: null }).execute();
      afterCommit(() => invalidateFollowCache(app.db));
      // A trader hidden from the ranking cannot be copied (copy/routes.ts): their running copies end, each follower told.
      if (row.hidden) {
        const ended = await endCopies(db, { leaderId: id }, 'desk');
        afterCommit(() => copyNoticesOf(app, request.log).ended(ended, 'desk'));
      }
      return ok(row);
    }),
  });

  // ---- Support chat (operator) ----
  const conversationSchema = {
    type: 'object',
    properties: {
      id: { type: 'integer' }, user_id: { type: 'integer' }, uid: { type: 'string' }, email: { type: 'string' }, guest: { type: 'boolean' },
      unread: { type: 'integer' }, last_message_at: { type: 'string' }, created_at: { type: 'string' }, last_sender: { type: 'string' }, last_body: { type: 'string' },
    },
  } as const;
  app.get<{ Querystring: { page: number } }>('/support/conversations', {
    config: { access: 'support.chat' },
    schema: {
      tags: ['admin'], summary: 'Support conversations, most recent first (unread = user messages since the last reply)',
      querystring: { type: 'object', properties: { page: pageParam } },
      response: replies({ type: 'array', items: conversationSchema }),
    },
    handler: async (request) => ok(await listConversations(app.db, request.query.page)),
  });
  app.get<{ Params: { id: number } }>('/support/conversations/:id', {
    config: { access: 'support.chat' },
    schema: {
      tags: ['admin'], summary: 'Messages of a conversation', params: idParams,
      response: replies({ type: 'object', properties: { id: { type: 'integer' }, uid: { type: 'string' }, email: { type: 'string' }, guest: { type: 'boolean' }, messages: { type: 'array', items: supportMessageSchema } } }),
    },
    handler: async (request) => ok(await conversationMessages(app.db, request.params.id)),
  });
  app.post<{ Params: { id: number }; Body: { text: string } }>('/support/conversations/:id/reply', {
    config: { access: 'support.chat' },
    schema: {
      tags: ['admin'], summary: 'Operator reply, pushed live to the user', params: idParams,
      body: { type: 'object', required: ['text'], properties: { text: { type: 'string', minLength: 1, maxLength: 4000 } } },
      response: replies(supportMessageSchema),
    },
    handler: async (request) => audited(app, request, { action: 'support.reply', target: ['conversation', request.params.id] }, async (db, afterCommit) => {
        const msg = await sendOperatorReply(db, app.pushes, request.params.id, request.body.text, afterCommit);
        // The other desks see the reply (and the unread count back at 0) once it is committed.
        afterCommit(() => announceToDesk(app, msg));
        return ok(msg);
      }),
  });
};
