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

export class Outbox {
  email: MessageSender;
  sms: MessageSender;
  constructor(
    private db: Db,
    private log: FastifyBaseLogger,
    senders: { email?: MessageSender; sms?: MessageSender } = {},
  ) {
    this.email = senders.email ?? new LogSender(log);
    this.sms = senders.sms ?? new LogSender(log);
  }

  /** Stores the message, then sends it. Delivery failures are recorded and logged, and reported as false. */
  async send(message: OutgoingMessage): Promise<boolean> {
    return this.deliver(await this.store(message), message);
  }

  /**
   * Stores the message and sends it in the background: for notices the request should not wait on (a slow mail
   * server never delays a withdrawal). The outbox row is there when this resolves; its status follows delivery.
   * Never throws: a notice comes after its change is saved, and a failure to keep it (the database gone for a moment)
   * is logged rather than answered as a failed withdrawal that did happen.
   */
  async post(message: OutgoingMessage): Promise<void> {
    let id: number;
    try {
      id = await this.store(message);
    } catch (err) {
      this.log.error({ err, outbox: { channel: message.channel, subject: message.subject } }, 'outbox: a notice could not be stored');
      return;
    }
    void this.deliver(id, message);
  }

  private async store(message: OutgoingMessage): Promise<number> {
    const row = await this.db
      .insertInto('outbox')
      .values({ ...message, status: 'pending', error: null, created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  private async deliver(id: number, message: OutgoingMessage): Promise<boolean> {
    const sender = message.channel === 'email' ? this.email : this.sms;
    try {
      await sender.send(message);
      await this.db.updateTable('outbox').set({ status: sender.delivers ? 'sent' : 'logged' }).where('id', '=', id).execute();
      return true;
    } catch (err) {
      this.log.error({ err, outboxId: id }, 'outbox delivery failed');
      // Recording the failure may itself fail (the database gone at shutdown): logged, never thrown at a caller.
      await this.db
        .updateTable('outbox')
        .set({ status: 'failed', error: String((err as Error)?.message ?? err).slice(0, 500) })
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
