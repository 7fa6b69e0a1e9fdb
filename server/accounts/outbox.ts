import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index.js';
import type { OutboxMessage } from './schema.js';
import './schema.js';

// Every outgoing e-mail and SMS goes through the outbox: the message is stored first (so support and the
// end-to-end tests can read it with the admin API), then handed to a sender. Without SMTP settings the e-mail
// sender only logs ("development"); SMS needs a provider, plugged in with setSmsSender().

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  target: string;
  subject: string;
  body: string;
}

/** A transport for one channel; throws when the provider refuses. */
export interface MessageSender {
  /** 'logged' senders only write the log (development); others deliver. */
  readonly delivers: boolean;
  send(message: OutgoingMessage): Promise<void>;
}

export class LogSender implements MessageSender {
  readonly delivers = false;
  constructor(private log: FastifyBaseLogger) {}
  async send(m: OutgoingMessage) {
    this.log.info({ outbox: { channel: m.channel, to: m.target, subject: m.subject, body: m.body } }, 'outbox message (not delivered: no provider configured)');
  }
}

/**
 * The outbox of a process, with the senders its configuration names (SMTP from `smtpUrl` or SMTP_URL, the SMS
 * provider given); without them messages are kept and logged. Every process that tells users builds it so: the
 * gateways and one process (accounts/routes.ts) and the engine leader, for margin calls (trading/margin-calls.ts).
 */
/** The SMTP server the configuration names (`smtpUrl`, else SMTP_URL); none: messages are kept and logged only. */
export const configuredSmtpUrl = (config: { smtpUrl?: string }) => config.smtpUrl ?? process.env.SMTP_URL;

export async function configuredOutbox(
  db: Db,
  log: FastifyBaseLogger,
  config: { smtpUrl?: string; mailFrom?: string; smsSender?: MessageSender },
): Promise<Outbox> {
  const smtpUrl = configuredSmtpUrl(config);
  const from = config.mailFrom ?? process.env.MAIL_FROM ?? 'no-reply@localhost';
  const email = smtpUrl ? await createSmtpSender(smtpUrl, from) : undefined;
  return new Outbox(db, log, { email, sms: config.smsSender });
}

/** SMTP through nodemailer; `url` like smtps://user:pass@smtp.example.com:465 */
export async function createSmtpSender(url: string, from: string): Promise<MessageSender> {
  const nodemailer = (await import('nodemailer')).default;
  const transport = nodemailer.createTransport(url);
  return {
    delivers: true,
    async send(m) {
      await transport.sendMail({ from, to: m.target, subject: m.subject, text: m.body });
    },
  };
}

/**
 * The waits before a notice's retries, after its first try fails: the last try comes about 9 hours after the first (a
 * notice later than that would only confuse), then it is `failed`. Verification codes are never tried again: the
 * person waiting for one asks again.
 */
export const RETRY_WAITS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000];
/**
 * How long one delivery may take before another process may take its message over (the process that tried it
 * presumably stopped). Longer than nodemailer's longest wait (its 10-minute socket timeout), so that two processes
 * do not send one message at once.
 */
export const DELIVERY_LEASE_MS = 15 * 60_000;
/** How often a process looks for notices due to be tried again. */
export const RETRY_SWEEP_MS = 30_000;

const iso = (ms: number) => new Date(ms).toISOString();

export class Outbox {
  email: MessageSender;
  sms: MessageSender;
  private sweeping = false;
  constructor(
    private db: Db,
    private log: FastifyBaseLogger,
    senders: { email?: MessageSender; sms?: MessageSender } = {},
    private now: () => number = Date.now,
  ) {
    this.email = senders.email ?? new LogSender(log);
    this.sms = senders.sms ?? new LogSender(log);
  }

  /**
   * Stores the message, then sends it. Delivery failures are recorded and logged, and reported as false; the message
   * is not tried again (a verification code: its reader asks again).
   */
  async send(message: OutgoingMessage): Promise<boolean> {
    return this.deliver(await this.store(message, false), message, 1, false);
  }

  /**
   * Stores the message and sends it in the background: for notices the request should not wait on (a slow mail
   * server never delays a withdrawal). The outbox row is there when this resolves; its status follows delivery, and
   * a failed delivery is tried again later (RETRY_WAITS_MS), by whichever process sweeps first (`retryDue`).
   * Never throws: a notice comes after its change is saved, and a failure to keep it (the database gone for a moment)
   * is logged rather than answered as a failed withdrawal that did happen.
   */
  async post(message: OutgoingMessage): Promise<void> {
    let id: number;
    try {
      id = await this.store(message, true);
    } catch (err) {
      this.log.error({ err, outbox: { channel: message.channel, subject: message.subject } }, 'outbox: a notice could not be stored');
      return;
    }
    void this.deliver(id, message, 1, true);
  }

  /** Stored as its first try: a notice leased to this process (another may take it when the lease ends), a code never again. */
  private async store(message: OutgoingMessage, retried: boolean): Promise<number> {
    const now = this.now();
    const row = await this.db
      .insertInto('outbox')
      .values({
        ...message, status: 'pending', error: null, created_at: iso(now),
        attempts: 1, next_attempt_at: retried ? iso(now + DELIVERY_LEASE_MS) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * Tries the notices that are due — their retry's time has come, or a delivery's lease ran out — oldest first, at most
   * `limit`. Each is taken by a conditional update, so when several processes sweep, each message is tried by one.
   * Returns how many this process tried. A sweep still running when the next one is due lets it pass.
   */
  async retryDue(limit = 20): Promise<number> {
    if (this.sweeping) return 0;
    this.sweeping = true;
    try {
      const due = await this.db
        .selectFrom('outbox')
        .select(['id', 'channel', 'target', 'subject', 'body', 'attempts', 'next_attempt_at'])
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', iso(this.now()))
        .orderBy('next_attempt_at')
        .limit(limit)
        .execute();
      let tried = 0;
      for (const { attempts, next_attempt_at, id, ...message } of due) {
        const taken = await this.db
          .updateTable('outbox')
          .set({ attempts: attempts + 1, next_attempt_at: iso(this.now() + DELIVERY_LEASE_MS) })
          .where('id', '=', id)
          .where('status', '=', 'pending')
          .where('next_attempt_at', '=', next_attempt_at)
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) !== 1) continue; // another process took it
        tried++;
        await this.deliver(id, message as OutgoingMessage, attempts + 1, true);
      }
      return tried;
    } finally {
      this.sweeping = false;
    }
  }

  /** Runs `retryDue` every RETRY_SWEEP_MS until the returned function is called; a failed sweep is logged. */
  startRetries(): () => void {
    const timer = setInterval(() => {
      this.retryDue().catch((err: unknown) => this.log.error({ err }, 'outbox: looking for notices to try again failed'));
    }, RETRY_SWEEP_MS);
    timer.unref?.();
    return () => clearInterval(timer);
  }

  private async deliver(id: number, message: OutgoingMessage, attempt: number, retried: boolean): Promise<boolean> {
    const sender = message.channel === 'email' ? this.email : this.sms;
    try {
      await sender.send(message);
      await this.db.updateTable('outbox').set({ status: sender.delivers ? 'sent' : 'logged', next_attempt_at: null }).where('id', '=', id).execute();
      return true;
    } catch (err) {
      const wait = retried ? RETRY_WAITS_MS[attempt - 1] : undefined;
      this.log.error({ err, outboxId: id, attempt, retryInMs: wait ?? null }, 'outbox delivery failed');
      const error = String((err as Error)?.message ?? err).slice(0, 500);
      // Recording the failure may itself fail (the database gone at shutdown): logged, never thrown at a caller. The
      // lease taken with the try then runs out, and the message is tried again.
      await this.db
        .updateTable('outbox')
        .set(wait === undefined ? { status: 'failed', error, next_attempt_at: null } : { error, next_attempt_at: iso(this.now() + wait) })
        .where('id', '=', id)
        .execute()
        .catch((e: unknown) => this.log.error({ err: e, outboxId: id }, 'outbox: recording a failed delivery failed'));
      return false;
    }
  }

  async latest(target: string): Promise<OutboxMessage | undefined> {
    return this.db.selectFrom('outbox').selectAll().where('target', '=', target).orderBy('id', 'desc').limit(1).executeTakeFirst();
  }
}
