import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, User } from '../db/schema.js';
import { AppError } from '../http/envelope.js';
import type { Pushes } from '../cluster/pushes.js';
import './schema.js';

// The built-in support chat (default service_link): one conversation per user (or per visitor key), messages
// persisted, pushed live over the socket:
//   - logged-in users: topic SUPPORT_CHAT, sent with pushes.sendToUser (the page logs the socket in with its token);
//   - visitors: topic SUPPORT_CHAT.<topic id>, a hash of their secret key, so only they can follow it.

export const SUPPORT_TOPIC = 'SUPPORT_CHAT';
export const MAX_MESSAGE = 2000;

export interface SupportMessage {
  id: number;
  conversation_id: number;
  sender: 'user' | 'operator';
  body: string;
  created_at: string;
}

const sha = (s: string) => createHash('sha256').update(s).digest('hex');
export const guestHash = (key: string) => sha(`guest:${key}`);
/** Derived from the stored hash, so the server can push operator replies; unguessable without the key. */
export const topicOfHash = (hash: string) => `${SUPPORT_TOPIC}.${sha(`topic:${hash}`).slice(0, 32)}`;
export const guestTopic = (key: string) => topicOfHash(guestHash(key));
export const GUEST_KEY_RE = /^[A-Za-z0-9_-]{16,64}$/;

export type Who = { user: User } | { guest: string };

async function findConversation(db: Kysely<Database>, who: Who) {
  const q = db.selectFrom('support_conversations').selectAll();
  return 'user' in who ? q.where('user_id', '=', who.user.id).executeTakeFirst() : q.where('guest_hash', '=', guestHash(who.guest)).executeTakeFirst();
}

async function ensureConversation(db: Kysely<Database>, who: Who, hint: { email?: string }) {
  const found = await findConversation(db, who);
  if (found) return found;
  const now = new Date().toISOString();
  try {
    return await db
      .insertInto('support_conversations')
      .values({
        user_id: 'user' in who ? who.user.id : null,
        guest_hash: 'user' in who ? null : guestHash(who.guest),
        uid: 'user' in who ? who.user.uid : '',
        email: 'user' in who ? (who.user.email ?? who.user.mobile ?? '') : (hint.email ?? '').slice(0, 254),
        unread: 0,
        last_message_at: now,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (e) {
    // A concurrent first message created it.
    const again = await findConversation(db, who);
    if (again) return again;
    throw e;
  }
}

const toMessage = (r: { id: number; conversation_id: number; sender: string; body: string; created_at: string }): SupportMessage => ({
  id: r.id,
  conversation_id: r.conversation_id,
  sender: r.sender === 'operator' ? 'operator' : 'user',
  body: r.body,
  created_at: r.created_at,
});

export async function listMessages(db: Kysely<Database>, who: Who, afterId = 0) {
  const conv = await findConversation(db, who);
  if (!conv) return { conversation_id: 0, topic: 'user' in who ? SUPPORT_TOPIC : guestTopic(who.guest), messages: [] as SupportMessage[] };
  const rows = await db
    .selectFrom('support_messages')
    .selectAll()
    .where('conversation_id', '=', conv.id)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(500)
    .execute();
  return { conversation_id: conv.id, topic: 'user' in who ? SUPPORT_TOPIC : guestTopic(who.guest), messages: rows.map(toMessage) };
}

function cleanBody(text: string) {
  const body = text.replace(/\r\n/g, '\n').trim();
  if (!body) throw new AppError('messageEmpty');
  if (body.length > MAX_MESSAGE) throw new AppError('messageTooLong', { max: MAX_MESSAGE });
  return body;
}

function push(pushes: Pushes, conv: { user_id: number | null; guest_hash: string | null }, msg: SupportMessage) {
  if (conv.user_id !== null) pushes.sendToUser(conv.user_id, SUPPORT_TOPIC, msg);
  else if (conv.guest_hash) pushes.publish(topicOfHash(conv.guest_hash), msg);
}

export async function sendUserMessage(db: Kysely<Database>, pushes: Pushes, who: Who, text: string, hint: { email?: string } = {}) {
  const body = cleanBody(text);
  const conv = await ensureConversation(db, who, hint);
  const now = new Date().toISOString();
  const row = await db.insertInto('support_messages').values({ conversation_id: conv.id, sender: 'user', body, created_at: now }).returningAll().executeTakeFirstOrThrow();
  await db.updateTable('support_conversations').set((eb) => ({ unread: eb('unread', '+', 1), last_message_at: now })).where('id', '=', conv.id).execute();
  const msg = toMessage(row);
  push(pushes, conv, msg);
  return msg;
}

/** Operator reply (admin API). Visitors' replies are pushed to the topic their page follows. */
/** `defer` holds the push until the caller's transaction has committed (the console's audited reply). */
export async function sendOperatorReply(db: Kysely<Database>, pushes: Pushes, conversationId: number, text: string, defer = (fn: () => void) => fn()) {
  const body = cleanBody(text);
  const conv = await db.selectFrom('support_conversations').selectAll().where('id', '=', conversationId).executeTakeFirst();
  if (!conv) throw new AppError('conversationNotFound');
  const now = new Date().toISOString();
  const row = await db.insertInto('support_messages').values({ conversation_id: conv.id, sender: 'operator', body, created_at: now }).returningAll().executeTakeFirstOrThrow();
  await db.updateTable('support_conversations').set({ unread: 0, last_message_at: now }).where('id', '=', conv.id).execute();
  const msg = toMessage(row);
  defer(() => push(pushes, conv, msg));
  return msg;
}

export async function listConversations(db: Kysely<Database>, page = 1, limit = 50) {
  const rows = await db
    .selectFrom('support_conversations as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.user_id', 'c.uid', 'c.email', 'c.unread', 'c.last_message_at', 'c.created_at'])
    // the last message of each conversation in the same statement (one read for the page, not one per row)
    .select((eb) => {
      const last = () => eb.selectFrom('support_messages as m').whereRef('m.conversation_id', '=', 'c.id').orderBy('m.id', 'desc').limit(1);
      return [last().select('m.sender').as('last_sender'), last().select('m.body').as('last_body')];
    })
    .orderBy('c.last_message_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return rows.map(({ last_sender, last_body, ...r }) => ({
    ...r,
    user_id: r.user_id ?? 0,
    guest: r.user_id === null,
    last_sender: last_sender ?? '',
    last_body: last_body?.slice(0, 200) ?? '',
  }));
}

export async function conversationMessages(db: Kysely<Database>, id: number) {
  const conv = await db.selectFrom('support_conversations').selectAll().where('id', '=', id).executeTakeFirst();
  if (!conv) throw new AppError('conversationNotFound');
  const rows = await db.selectFrom('support_messages').selectAll().where('conversation_id', '=', id).orderBy('id').execute();
  return { id: conv.id, uid: conv.uid, email: conv.email, guest: conv.user_id === null, messages: rows.map(toMessage) };
}
