import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { AppError } from '../http/envelope.js';
import { sanitizeHtml, textOf } from './sanitize.js';
import './schema.js';

// News articles: stored sanitised; only published ones are visible to the API.

export interface NewsInput {
  title?: string;
  desc?: string;
  logo?: string;
  content?: string;
  category_id?: number;
  published?: boolean;
}

const LOGO_RE = /^(?:https?:\/\/|\/)[^\s"'<>]*$/i;

/** `sanitized`: the content is already in the form the sanitiser stores (the seed articles; a test holds them to it). */
async function clean(input: NewsInput, sanitized = false) {
  const out: Record<string, unknown> = {};
  if (input.title !== undefined) {
    const title = input.title.trim();
    if (!title) throw new AppError('fieldRequired', { field: 'title' });
    out.title = title.slice(0, 200);
  }
  if (input.content !== undefined) out.content = sanitized ? input.content : await sanitizeHtml(input.content);
  if (input.desc !== undefined) out.desc = input.desc.trim().slice(0, 500);
  if (input.logo !== undefined) {
    const logo = input.logo.trim();
    if (logo && !LOGO_RE.test(logo)) throw new AppError('logoInvalid');
    out.logo = logo;
  }
  if (input.category_id !== undefined) out.category_id = input.category_id;
  if (input.published !== undefined) out.published = input.published ? 1 : 0;
  return out;
}

export async function createNews(db: Kysely<Database>, input: NewsInput & { title: string }, seedKey?: string, opts: { sanitized?: boolean } = {}) {
  const now = new Date().toISOString();
  const c = (await clean(input, opts.sanitized)) as { title: string; content?: string; desc?: string };
  const desc = c.desc || (await textOf(c.content ?? '')).slice(0, 140);
  return db
    .insertInto('news')
    .values({
      category_id: 1,
      logo: '',
      content: '',
      published: 0,
      ...c,
      desc,
      seed_key: seedKey ?? null,
      created_at: now,
      updated_at: now,
    } as never)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateNews(db: Kysely<Database>, id: number, input: NewsInput) {
  const changes = await clean(input);
  const row = await db
    .updateTable('news')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new AppError('articleNotFound');
  return row;
}

export async function listNews(db: Kysely<Database>, categoryId: number, page: number, limit: number) {
  const base = db.selectFrom('news').where('category_id', '=', categoryId).where('published', '=', 1);
  const rows = await base
    .select(['id', 'title', 'desc', 'logo', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { data: rows, total: Number(n) };
}

export async function getNews(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom('news')
    .select(['id', 'category_id', 'title', 'desc', 'logo', 'content', 'created_at'])
    .where('id', '=', id)
    .where('published', '=', 1)
    .executeTakeFirst();
  if (!row) throw new AppError('articleNotFound');
  return row;
}
