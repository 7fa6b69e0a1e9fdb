import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeServer, until } from '../testing.js';
import { Outbox, type MessageSender, type OutgoingMessage } from './outbox.js';

type App = Awaited<ReturnType<typeof makeServer>>;
let app: App;

beforeAll(async () => {
  app = await makeServer();
});
afterAll(() => app.cleanup());

/** A sender that holds every message until released, then delivers or refuses it. */
function heldSender(fail = false) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const sent: OutgoingMessage[] = [];
  const sender: MessageSender = {
    delivers: true,
    async send(m) {
      await gate;
      if (fail) throw new Error('mailbox unavailable');
      sent.push(m);
    },
  };
  return { sender, sent, release };
}

const status = async (target: string) => (await app.db.selectFrom('outbox').select(['status', 'error']).where('target', '=', target).executeTakeFirstOrThrow());

describe('the outbox', () => {
  it('post stores the message at once and delivers it in the background, recording the outcome', async () => {
    const ok = heldSender();
    const outbox = new Outbox(app.db, app.log, { email: ok.sender });
    await outbox.post({ channel: 'email', target: 'later@example.com', subject: 'Notice', body: 'Body' });
    // The caller is not kept waiting by a slow mail server; the message is already kept.
    expect(await status('later@example.com')).toEqual({ status: 'pending', error: null });
    ok.release();
    await until('the message is delivered', async () => (await status('later@example.com')).status === 'sent');
    expect(ok.sent.map((m) => m.subject)).toEqual(['Notice']);

    const bad = heldSender(true);
    await new Outbox(app.db, app.log, { email: bad.sender }).post({ channel: 'email', target: 'refused@example.com', subject: 'Notice', body: 'Body' });
    bad.release();
    await until('the failure is recorded', async () => (await status('refused@example.com')).status === 'failed');
    expect((await status('refused@example.com')).error).toBe('mailbox unavailable');
  });

  it('post never fails its caller: a notice that cannot be stored is logged', async () => {
    const errors: unknown[] = [];
    const log = { ...app.log, error: (...args: unknown[]) => void errors.push(args) } as unknown as typeof app.log;
    const broken = { insertInto: () => { throw new Error('database unavailable'); } } as unknown as typeof app.db;
    await expect(new Outbox(broken, log).post({ channel: 'email', target: 'x@example.com', subject: 'Notice', body: 'Body' })).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
  });

  it('send waits for the delivery and says whether it worked', async () => {
    const bad = heldSender(true);
    bad.release();
    expect(await new Outbox(app.db, app.log, { email: bad.sender }).send({ channel: 'email', target: 'code@example.com', subject: 'Code', body: '123456' })).toBe(false);
    expect(await status('code@example.com')).toEqual({ status: 'failed', error: 'mailbox unavailable' });
  });
});
