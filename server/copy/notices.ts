/**
 * What a follower is told (docs/trading.md "Copy trading", docs/socket.md `COPY_TRADING`):
 * - live, when one of the trader's positions was not copied for them, with why in their language (the list keeps the
 *   count and the last reason for when they were not looking);
 * - live and by e-mail or SMS in their language, when their copy ends by another hand than theirs — their copy
 *   stop-loss, the trader closing copying, an operator — since a copy that silently stops is the surprise that costs.
 * Told after the change is saved; a notice that fails is logged and never undoes it.
 */
import type { Kysely } from 'kysely';
import type { Outbox } from '../accounts/outbox.js';
import { brandName, notifyOwner } from '../accounts/notices.js';
import type { Pushes } from '../cluster/pushes.js';
import { maskAccount } from '../content/follow.js';
import '../content/schema.js';
import type { Database } from '../db/schema.js';
import { renderMessage, type MailKey, type MessageKey, type MessageParams } from '../i18n/messages.js';
import type { EndReason, EndedCopy } from './ending.js';

/** The socket topic a follower's app subscribes to. */
export const COPY_TOPIC = 'COPY_TRADING';

export type CopyEvent =
  | { Event: 'skipped'; Uid: string; User: string; Code: string; Why: string }
  | { Event: 'ended'; Uid: string; User: string; Reason: Exclude<EndReason, 'follower'> };

export interface CopyNoticeDeps {
  db: Kysely<Database>;
  pushes: Pick<Pushes, 'sendToUser'>;
  /** Absent where no messages are sent (an engine started without an outbox): pushes only. */
  outbox?: Pick<Outbox, 'post'>;
  log: { error(obj: unknown, msg?: string): void };
}

const ENDED_MAIL: Record<Exclude<EndReason, 'follower'>, MailKey> = { stop_loss: 'copyEndedStopLoss', trader: 'copyEndedTrader', desk: 'copyEndedDesk' };

/** A trader as the ranking shows them (its display name, else the masked account). */
async function tradersOf(db: Kysely<Database>, ids: number[]): Promise<Map<number, { uid: string; user: string }>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('follow_profiles as f', 'f.user_id', 'u.id')
    .select(['u.id', 'u.uid', 'u.email', 'u.mobile', 'f.display_name'])
    .where('u.id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [Number(r.id), { uid: r.uid, user: r.display_name || maskAccount(r.email, r.mobile, r.uid) }]));
}

const followersOf = (db: Kysely<Database>, ids: number[]) =>
  ids.length ? db.selectFrom('users').select(['id', 'email', 'mobile', 'lang']).where('id', 'in', [...new Set(ids)]).execute() : Promise.resolve([]);

/** The notices as a server sends them from a request (its log) or its engine (the app's): the app's database, pushes and outbox. */
export const copyNoticesOf = (app: Pick<CopyNoticeDeps, 'db' | 'pushes' | 'outbox'>, log: CopyNoticeDeps['log']) =>
  new CopyNotices({ db: app.db, pushes: app.pushes, outbox: app.outbox, log });

export class CopyNotices {
  constructor(private readonly d: CopyNoticeDeps) {}

  /** One of the trader's positions (`code`) was not copied for the follower, because of `key`; never throws. */
  async skipped(followerId: number, leaderId: number, code: string, key: MessageKey, params: MessageParams): Promise<void> {
    try {
      const [traders, [follower]] = await Promise.all([tradersOf(this.d.db, [leaderId]), followersOf(this.d.db, [followerId])]);
      const t = traders.get(leaderId);
      if (!t || !follower) return;
      const Why = renderMessage(follower.lang ?? 'en', key, params);
      this.d.pushes.sendToUser(followerId, COPY_TOPIC, { Event: 'skipped', Uid: t.uid, User: t.user, Code: code, Why } satisfies CopyEvent);
    } catch (err) {
      this.d.log.error({ err, followerId }, 'copy trading: a follower could not be told of a trade not copied');
    }
  }

  /** Copies ended by `reason` (not the follower's own stop): each follower told; never throws. */
  async ended(copies: EndedCopy[], reason: Exclude<EndReason, 'follower'>): Promise<void> {
    if (!copies.length) return;
    try {
      const [traders, followers] = await Promise.all([tradersOf(this.d.db, copies.map((c) => c.leaderId)), followersOf(this.d.db, copies.map((c) => c.followerId))]);
      const brand = this.d.outbox ? await brandName(this.d.db) : '';
      const owners = new Map(followers.map((f) => [Number(f.id), f]));
      // Together: a trader many copy closes copying in one request, which waits for the messages to be stored.
      await Promise.all(
        copies.map(async (c) => {
          const t = traders.get(c.leaderId);
          if (!t) return;
          this.d.pushes.sendToUser(c.followerId, COPY_TOPIC, { Event: 'ended', Uid: t.uid, User: t.user, Reason: reason } satisfies CopyEvent);
          const owner = owners.get(c.followerId);
          if (!this.d.outbox || !owner) return;
          const params = { brand, name: t.user };
          // After a stop-loss no copy is left open; after the others the open ones stay, and the follower should know.
          const sentences: Array<[MailKey, MessageParams]> = reason === 'stop_loss' ? [[ENDED_MAIL[reason], params]] : [[ENDED_MAIL[reason], params], ['copyEndedOpen', params]];
          await notifyOwner(this.d.outbox, owner, ['copyEndedSubject', params], ...sentences);
        }),
      );
    } catch (err) {
      this.d.log.error({ err, copies: copies.map((c) => c.id) }, 'copy trading: followers could not be told their copy ended');
    }
  }
}
