/**
 * Margin call and stop-out notices (docs/trading.md "Margin call and stop-out notices"): a trader away from the app
 * learns by e-mail (or SMS, the channel they registered with), in their language, that their account fell below the
 * margin-call level — while they can still deposit or reduce — and which positions the stop-out closed.
 *
 * Runs where the engine runs (one process, or the cluster's leader), from the engine's events: the risk sweep's
 * summaries after each tick, and its stop-out closes. An account far above the margin-call level with no margin call
 * running leaves at a glance, and the database is touched only when an account crosses a level.
 *
 * - A margin call is a row of `margin_calls` (migration 026), opened when the risk rate falls below the margin-call
 *   level and ended when it is back above that level by a tenth of it (RECOVERY), or nothing is open: a rate hovering
 *   at the level is one margin call, not a message a tick. At most one row per account is open (a partial unique
 *   index), and the owner is told only by the process whose insert made it, so a leader switch never tells twice.
 * - The stop-out's closes of one sweep are told in one message, a moment after (STOP_OUT_GATHER_MS), with each
 *   position, its price and its result.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Outbox } from '../accounts/outbox.js';
import { brandName, notifyOwner } from '../accounts/notices.js';
import { gt, gte, mul, roundTo } from '../../src/core/money/index.js';
import type { ClosedEvent, EngineEvents } from './engine/events.js';
import type { LiveSummary } from './engine/pricing.js';
import type { TradingSettings } from './engine/trading-settings.js';
import { summaryRisk } from './margin-monitor.js';

type Log = { error(obj: unknown, msg?: string): void };
type Levels = Pick<TradingSettings, 'marginCallLevel' | 'stopOutLevel'>;

/** A margin call ends once the risk rate is back above the margin-call level by a tenth of it (100 % → 110 %). */
export const RECOVERY = '1.1';
/** How long the stop-out closes of one account are gathered into one message. */
export const STOP_OUT_GATHER_MS = 500;
/** How often the levels in force are read again (the engine's settings are cached as long). */
const LEVELS_MS = 5000;

export interface MarginCallDeps {
  db: Kysely<Database>;
  outbox: Pick<Outbox, 'post'>;
  log: Log;
  settings: () => Promise<Levels>;
  /** Milliseconds since the epoch (a summary costs no Date). */
  now?: () => number;
}

const usd = (x: string) => roundTo(x, 2);
const signed = (x: string) => (gt(x, 0) ? `+${usd(x)}` : usd(x));

export class MarginCalls {
  /** Accounts with an open margin call, as the database says (loaded at start, then followed). */
  private readonly open = new Set<number>();
  /** Accounts whose margin call is being opened or ended: their next summaries wait for it. */
  private readonly busy = new Set<number>();
  private readonly pending = new Set<Promise<unknown>>();
  private readonly stopOuts = new Map<number, ClosedEvent[]>();
  private gather: ReturnType<typeof setTimeout> | null = null;
  private levels: Levels | null = null;
  private levelsAt = 0;
  private readonly now: () => number;

  constructor(private readonly deps: MarginCallDeps) {
    this.now = deps.now ?? Date.now;
  }

  private nowIso(): string {
    return new Date(this.now()).toISOString();
  }

  /** Reads the open margin calls and the levels; call before listening. */
  async load(): Promise<void> {
    const rows = await this.deps.db.selectFrom('margin_calls').select('user_id').where('ended_at', 'is', null).execute();
    for (const r of rows) this.open.add(Number(r.user_id));
    this.levels = await this.deps.settings();
    this.levelsAt = this.now();
  }

  /** The engine listener. */
  listener(): EngineEvents {
    return {
      summary: (userId, s) => this.seen(userId, s),
      closed: (userId, ev) => {
        if (ev.Reason === 'stop_out') this.stoppedOut(userId, ev);
      },
    };
  }

  /** Resolves once every notice started so far is stored (tests, and a clean stop). */
  async idle(): Promise<void> {
    if (this.gather) {
      clearTimeout(this.gather);
      this.gather = null;
      this.track(this.tellStopOuts());
    }
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  private track(p: Promise<unknown>): void {
    const done = p.catch((err) => this.deps.log.error({ err }, 'margin call notice failed')).finally(() => this.pending.delete(done));
    this.pending.add(done);
  }

  private refreshLevels(): void {
    const at = this.now();
    if (at - this.levelsAt < LEVELS_MS) return;
    this.levelsAt = at;
    this.track(this.deps.settings().then((l) => void (this.levels = l)));
  }

  private seen(userId: number, s: LiveSummary): void {
    this.refreshLevels();
    const levels = this.levels;
    if (!levels || this.busy.has(userId)) return;
    const open = this.open.has(userId);
    // The sweep's common case, an account well above the margin-call level with none running, leaves at a glance: a
    // point of margin is far beyond a double's error on these 2-decimal figures. Every decision is exact below.
    if (!open && Number(s.HazardRate) > Number(levels.marginCallLevel) + 1) return;
    const { rate, zone } = summaryRisk(s, levels);
    if (!open) {
      if (zone === 'marginCall' || zone === 'stopOut') this.change(userId, this.begin(userId, s, levels));
    } else if (rate === null || gte(rate, mul(levels.marginCallLevel, RECOVERY))) {
      this.change(userId, this.end(userId));
    }
  }

  private change(userId: number, p: Promise<void>): void {
    this.busy.add(userId);
    this.track(p.finally(() => this.busy.delete(userId)));
  }

  private async begin(userId: number, s: LiveSummary, levels: Levels): Promise<void> {
    const at = this.nowIso();
    const made = await this.deps.db
      .insertInto('margin_calls')
      .values({ user_id: userId, risk_rate: s.HazardRate, equity: s.Equity, margin: s.CautionMoneyAll, level: levels.marginCallLevel, started_at: at, notified_at: null, ended_at: null })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    this.open.add(userId);
    // Another engine opened it a moment ago (a leader switch): it told the owner.
    if (!made) return;
    const owner = await this.deps.db.selectFrom('users').select(['email', 'mobile', 'lang']).where('id', '=', userId).executeTakeFirst();
    if (!owner || !(owner.email || owner.mobile)) return;
    const brand = await brandName(this.deps.db);
    await notifyOwner(
      this.deps.outbox,
      owner,
      ['marginCallSubject', { brand }],
      ['marginCall', { brand, rate: s.HazardRate, level: levels.marginCallLevel, stopOut: levels.stopOutLevel, equity: usd(s.Equity), margin: usd(s.CautionMoneyAll) }],
      ['marginCallAdvice'],
    );
    await this.deps.db.updateTable('margin_calls').set({ notified_at: this.nowIso() }).where('id', '=', Number(made.id)).execute();
  }

  private async end(userId: number): Promise<void> {
    await this.deps.db.updateTable('margin_calls').set({ ended_at: this.nowIso() }).where('user_id', '=', userId).where('ended_at', 'is', null).execute();
    this.open.delete(userId);
  }

  private stoppedOut(userId: number, ev: ClosedEvent): void {
    const list = this.stopOuts.get(userId) ?? [];
    list.push(ev);
    this.stopOuts.set(userId, list);
    if (this.gather) return;
    this.gather = setTimeout(() => {
      this.gather = null;
      this.track(this.tellStopOuts());
    }, STOP_OUT_GATHER_MS);
    this.gather.unref?.();
  }

  private async tellStopOuts(): Promise<void> {
    const batch = [...this.stopOuts];
    this.stopOuts.clear();
    if (!batch.length) return;
    const level = this.levels?.stopOutLevel ?? (await this.deps.settings()).stopOutLevel;
    const brand = await brandName(this.deps.db);
    for (const [userId, events] of batch) {
      const [owner, rows] = await Promise.all([
        this.deps.db.selectFrom('users').select(['email', 'mobile', 'lang']).where('id', '=', userId).executeTakeFirst(),
        this.deps.db.selectFrom('orders').select(['id', 'lots']).where('id', 'in', events.map((e) => e.Id)).execute(),
      ]);
      if (!owner || !(owner.email || owner.mobile)) continue;
      const lots = new Map(rows.map((r) => [Number(r.id), r.lots]));
      // Figures and codes read the same in every language: "#311 EURUSD 0.5 @ 1.08016: -39.00 USD".
      const positions = events.map((e) => `${[`#${e.Id}`, e.Code, lots.get(e.Id)].filter(Boolean).join(' ')} @ ${e.UpdatePrice}: ${signed(e.FactProfits)} USD`).join('; ');
      await notifyOwner(this.deps.outbox, owner, ['stopOutSubject', { brand }], ['stopOut', { brand, level, positions }]);
    }
  }
}
