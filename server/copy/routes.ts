/**
 * Copy trading (extension, docs/trading.md "Copy trading"): a trader of the ranking copied by a follower, each position
 * the trader opens opened for the follower with its lots × the follower's multiplier and closed with it (copier.ts).
 * These routes only write who copies whom; the copier, where the engine runs, reads them as the trader's orders come.
 *
 *   GET  /v1/api/copy/list                    the traders the caller copies, with what their copies did
 *   POST /v1/api/copy/follow {uid, multiplier, stop_loss?} start copying, or change the multiplier and stop-loss
 *   POST /v1/api/copy/stop {uid}               stop copying (copies already open stay, and still close with the trader's)
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { COPY_MULTIPLIER_MAX, COPY_MULTIPLIER_MIN, COPY_STOP_MAX, copyMultiplier, copyStopLoss, roundTo, sum } from '../../src/core/money/index.js';
import type { Database } from '../db/schema.js';
import { AppError, ok } from '../http/envelope.js';
import { authHeaders, replies } from '../http/schemas.js';
import { renderMessage, requestLang, type MessageKey, type MessageParams } from '../i18n/messages.js';
import { maskAccount } from '../content/follow.js';
import '../content/schema.js';
import { OrderStatus } from '../trading/schema.js';
import { SUBJECTS } from '../cluster/subjects.js';
import { REFRESH_MS } from './copied.js';
import { endCopies } from './ending.js';
import './schema.js';

/** How many traders one follower may copy at once. */
export const MAX_COPIED = 10;

const followView = {
  type: 'object',
  properties: {
    uid: { type: 'string', description: "The trader's public uid (the ranking's)" },
    user: { type: 'string', description: 'Display name, as the ranking shows it' },
    multiplier: { type: 'string', description: "A copy's lots are the trader's × this, rounded down to the lot step" },
    stop_loss: { type: 'string', description: "Copy stop-loss, USD: the copies are closed and copying stops when together they lose this much; '' none" },
    started_at: { type: 'string', description: 'When the caller started copying (ISO)' },
    open: { type: 'integer', description: 'Copies of this trader open now' },
    copied: { type: 'integer', description: 'Positions of this trader ever copied' },
    profit: { type: 'string', description: "Realised P&L of the closed copies (USD, 2 dp)" },
    skipped: { type: 'integer', description: "The trader's positions not copied since the caller started" },
    last_skip: { type: 'string', description: 'Why the last one was not copied, in the caller\'s language; empty when none' },
  },
} as const;

export interface FollowView {
  uid: string;
  user: string;
  multiplier: string;
  stop_loss: string;
  started_at: string;
  open: number;
  copied: number;
  profit: string;
  skipped: number;
  last_skip: string;
}

/**
 * A trader of the ranking: a real account, not hidden from it (by an operator or by themselves). To start a copy
 * (`open`), also one who lets others copy them; stopping a copy needs only the trader to exist.
 */
async function leaderOf(db: Kysely<Database>, uid: string, open: boolean) {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('follow_profiles as f', 'f.user_id', 'u.id')
    .select(['u.id', 'u.uid', 'u.email', 'u.mobile', 'u.is_demo', 'u.copy_closed_at', 'u.ranking_hidden_at', 'f.display_name', 'f.hidden'])
    .where('u.uid', '=', uid)
    .executeTakeFirst();
  const user = row && { id: Number(row.id), uid: row.uid, user: row.display_name || maskAccount(row.email, row.mobile, row.uid) };
  if (!open) {
    if (!user) throw new AppError('copyTraderNotFound');
    return user;
  }
  // Out of the ranking (by an operator or by their own choice) is answered as unknown: nobody can find them there.
  if (!user || Number(row.is_demo) === 1 || Number(row.hidden ?? 0) === 1 || row.ranking_hidden_at) throw new AppError('copyTraderNotFound');
  if (row.copy_closed_at) throw new AppError('copyClosed');
  return user;
}

function skipText(lang: string, json: string | null): string {
  if (!json) return '';
  try {
    const { key, params } = JSON.parse(json) as { key: MessageKey; params?: MessageParams };
    return renderMessage(lang, key, params ?? {});
  } catch {
    return '';
  }
}

/** The traders `followerId` copies now, oldest first, each with what its copies did. */
export async function followsOf(db: Kysely<Database>, followerId: number, lang: string): Promise<FollowView[]> {
  const follows = await db
    .selectFrom('copy_follows as c')
    .innerJoin('users as u', 'u.id', 'c.leader_id')
    .leftJoin('follow_profiles as f', 'f.user_id', 'c.leader_id')
    .select(['c.leader_id', 'c.multiplier', 'c.stop_loss', 'c.started_at', 'c.skipped', 'c.last_skip', 'u.uid', 'u.email', 'u.mobile', 'f.display_name'])
    .where('c.follower_id', '=', followerId)
    .where('c.ended_at', 'is', null)
    .orderBy('c.id')
    .execute();
  if (!follows.length) return [];
  // The follower's copies (and their closed parts) with the trader each copies.
  const copies = await db
    .selectFrom('orders as o')
    .innerJoin('orders as l', 'l.id', 'o.copy_of')
    .select(['l.user_id as leader_id', 'o.status', 'o.profit', 'o.parent_id'])
    .where('o.user_id', '=', followerId)
    .where('o.copy_of', 'is not', null)
    .execute();
  return follows.map((f) => {
    const mine = copies.filter((c) => Number(c.leader_id) === Number(f.leader_id));
    return {
      uid: f.uid,
      user: f.display_name || maskAccount(f.email, f.mobile, f.uid),
      multiplier: f.multiplier,
      stop_loss: f.stop_loss ?? '',
      started_at: f.started_at,
      open: mine.filter((c) => Number(c.status) === OrderStatus.holding).length,
      copied: mine.filter((c) => !c.parent_id).length,
      profit: roundTo(sum(mine.filter((c) => Number(c.status) === OrderStatus.closed).map((c) => c.profit ?? '0')), 2),
      skipped: Number(f.skipped),
      last_skip: skipText(lang, f.last_skip),
    };
  });
}

/** For the desk (docs/operators.md "The console", Users): whom the user copies, and how many copy them. */
export const copySchema = {
  type: 'object',
  description: 'Copy trading (docs/trading.md "Copy trading"): the traders the user copies, and how many clients copy the user',
  properties: {
    copies: { type: 'array', items: followView },
    followers: { type: 'integer' },
    closed_at: { type: ['string', 'null'], description: 'Since when the user does not let others copy them (consent.ts); null: they may be copied' },
    unranked_at: { type: ['string', 'null'], description: 'Since when the user keeps themselves out of the ranking (consent.ts); null: listed' },
  },
} as const;

export interface DeskCopying {
  copies: FollowView[];
  followers: number;
  closed_at: string | null;
  unranked_at: string | null;
}

export async function copyingOf(db: Kysely<Database>, userId: number, lang: string): Promise<DeskCopying> {
  const [copies, followers, user] = await Promise.all([
    followsOf(db, userId, lang),
    db.selectFrom('copy_follows').select((eb) => eb.fn.countAll<number>().as('n')).where('leader_id', '=', userId).where('ended_at', 'is', null).executeTakeFirstOrThrow(),
    db.selectFrom('users').select(['copy_closed_at', 'ranking_hidden_at']).where('id', '=', userId).executeTakeFirst(),
  ]);
  return { copies, followers: Number(followers.n), closed_at: user?.copy_closed_at ?? null, unranked_at: user?.ranking_hidden_at ?? null };
}

const running = (db: Kysely<Database>, followerId: number, leaderId: number) =>
  db.updateTable('copy_follows').where('follower_id', '=', followerId).where('leader_id', '=', leaderId).where('ended_at', 'is', null);

/** Starts copying, or sets the multiplier and stop-loss of a running copy; true when it started. */
async function follow(db: Kysely<Database>, followerId: number, leaderId: number, terms: { multiplier: string; stop_loss: string | null }): Promise<boolean> {
  const changed = await running(db, followerId, leaderId).set(terms).executeTakeFirst();
  if (Number(changed.numUpdatedRows) > 0) return false;
  const { n } = await db.selectFrom('copy_follows').select((eb) => eb.fn.countAll<number>().as('n')).where('follower_id', '=', followerId).where('ended_at', 'is', null).executeTakeFirstOrThrow();
  if (Number(n) >= MAX_COPIED) throw new AppError('copyTooMany', { max: MAX_COPIED });
  const made = await db
    .insertInto('copy_follows')
    .values({ follower_id: followerId, leader_id: leaderId, ...terms, started_at: new Date().toISOString(), ended_at: null, last_skip: null })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (made) return true;
  // A second request started it a moment ago (two taps, two devices): this one's terms are the later word.
  await running(db, followerId, leaderId).set(terms).execute();
  return false;
}

/**
 * The engine's copier told of a copy started or changed, before the follower is answered: the trader's very next
 * position is copied (copied.ts). On a gateway over the bus; if no leader answers (a switch, the bus down), the copy
 * is saved all the same and the leader reads it within REFRESH_MS.
 */
async function tellCopied(app: FastifyInstance, traderId: number): Promise<void> {
  if (!app.bus) return app.copier?.copied.add(traderId);
  try {
    await app.bus.request(SUBJECTS.copied, { traderId }, 2000);
  } catch (err) {
    app.log.warn({ err, traderId }, `copy trading: the engine leader was not told of a copy (it reads it within ${REFRESH_MS / 1000} s)`);
  }
}

export const copyRoutes: FastifyPluginAsync = async (app) => {
  const limit = { rateLimit: { max: 30, timeWindow: '1 minute', hook: 'preHandler' as const, keyGenerator: (r: { user?: { id: number } | null; ip: string }) => `copy:${r.user?.id ?? r.ip}` } };
  const uid = { type: 'string', minLength: 1, maxLength: 64, description: "The trader's uid, from the ranking (`GET /api/follow/list`)" };

  app.get('/v1/api/copy/list', {
    onRequest: app.requireUser,
    schema: {
      tags: ['copy'],
      summary: 'The traders the caller copies (extension)',
      description: 'Oldest first, each with its multiplier, its copies open now and ever made, the realised P&L of the closed ones, and how many of the trader\'s positions were not copied and why.',
      headers: authHeaders,
      response: replies({ type: 'array', items: followView }),
    },
    handler: async (request) => ok(await followsOf(app.db, request.user!.id, requestLang(request))),
  });

  app.post<{ Body: { uid: string; multiplier: string; stop_loss?: string } }>('/v1/api/copy/follow', {
    onRequest: app.requireUser,
    config: limit,
    schema: {
      tags: ['copy'],
      summary: 'Copy a trader of the ranking, or change the multiplier (extension)',
      description:
        `From now on each position the trader opens (a market order, or a pending order when it fills) is opened for the caller at the market price, with the trader's lots × \`multiplier\` (${COPY_MULTIPLIER_MIN} to ${COPY_MULTIPLIER_MAX}) rounded down to the pair's lot step, the same pair, side and leverage, without stops; it closes when the trader's position closes (CloseReason \`copy\`), in part when the trader closes part. ` +
        `A position the caller cannot afford, or smaller than the pair's minimum, is not copied (counted in the list). With \`stop_loss\` (USD), once the caller's open copies of this trader together lose that much they are closed (CloseReason \`copy_stop\`) and the copy ends. ` +
        `Demo accounts may copy; a demo account cannot be copied. At most ${MAX_COPIED} traders at once. Asked again for a trader already copied, it sets the multiplier and the stop-loss (blank: none) for the next copies and checks. Answers the list.`,
      headers: authHeaders,
      body: {
        type: 'object',
        required: ['uid', 'multiplier'],
        properties: {
          uid,
          multiplier: { type: 'string', maxLength: 16, description: `${COPY_MULTIPLIER_MIN} to ${COPY_MULTIPLIER_MAX}, at most two decimals` },
          stop_loss: { type: 'string', maxLength: 16, description: `Copy stop-loss, USD above 0 up to ${COPY_STOP_MAX}, at most two decimals; blank or 0: none` },
        },
      },
      response: replies({ type: 'array', items: followView }),
    },
    handler: async (request) => {
      const userId = request.user!.id;
      const multiplier = copyMultiplier(request.body.multiplier);
      if (!multiplier) throw new AppError('copyMultiplier', { min: COPY_MULTIPLIER_MIN, max: COPY_MULTIPLIER_MAX });
      const stopLoss = copyStopLoss(request.body.stop_loss);
      if (stopLoss === null) throw new AppError('copyStopLoss', { max: COPY_STOP_MAX });
      const leader = await leaderOf(app.db, request.body.uid, true);
      if (leader.id === userId) throw new AppError('copySelf');
      const started = await follow(app.db, userId, leader.id, { multiplier, stop_loss: stopLoss || null });
      await tellCopied(app, leader.id);
      return ok(await followsOf(app.db, userId, requestLang(request)), started ? 'copyStarted' : 'copyChanged', { name: leader.user, multiplier });
    },
  });

  app.post<{ Body: { uid: string } }>('/v1/api/copy/stop', {
    onRequest: app.requireUser,
    config: limit,
    schema: {
      tags: ['copy'],
      summary: 'Stop copying a trader (extension)',
      description: "No new copies from now; copies already open stay the caller's and still close with the trader's positions (or by the caller). Answers the list.",
      headers: authHeaders,
      body: { type: 'object', required: ['uid'], properties: { uid } },
      response: replies({ type: 'array', items: followView }),
    },
    handler: async (request) => {
      const userId = request.user!.id;
      const leader = await leaderOf(app.db, request.body.uid, false);
      const ended = await endCopies(app.db, { followerId: userId, leaderId: leader.id }, 'follower');
      if (!ended.length) throw new AppError('copyNotFollowing');
      return ok(await followsOf(app.db, userId, requestLang(request)), 'copyStopped', { name: leader.user });
    },
  });
};
