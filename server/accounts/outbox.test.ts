import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeServer, until } from '../testing.js';
import { DELIVERY_LEASE_MS, Outbox, RETRY_WAITS_MS, type MessageSender, type OutgoingMessage } from './outbox.js';

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
  it('post stores the message at once and delivers it in the background, recording the outcome (a failure is tried again)', async () => {
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
    await until('the failure is recorded', async () => (await status('refused@example.com')).error !== null);
    expect(await status('refused@example.com')).toEqual({ status: 'pending', error: 'mailbox unavailable' });
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

describe('notices tried again', () => {
  // A clock of its own, ten days ahead: the test server's own outbox sweeps with the real clock and never finds these
  // messages due, so only the outboxes below touch them.
  let clock = Date.now() + 10 * 86_400_000;
  const now = () => clock;
  // The messages of the tests above are settled first, so the sweeps below find only their own.
  beforeAll(() => app.db.updateTable('outbox').set({ next_attempt_at: null }).execute());
  const row = (target: string) =>
    app.db.selectFrom('outbox').select(['status', 'error', 'attempts', 'next_attempt_at']).where('target', '=', target).executeTakeFirstOrThrow();
  /** A sender that fails `failures` times, then delivers; counts its calls. */
  function flaky(failures: number) {
    const sent: string[] = [];
    let calls = 0;
    const sender: MessageSender = {
      delivers: true,
      async send(m) {
        calls++;
        if (calls <= failures) throw new Error(`try ${calls} refused`);
        sent.push(m.target);
      },
    };
    return { sender, sent, calls: () => calls };
  }

  it('tries a failed notice again after each wait until it is delivered', async () => {
    const f = flaky(2);
    const outbox = new Outbox(app.db, app.log, { email: f.sender }, now);
    await outbox.post({ channel: 'email', target: 'retry@example.com', subject: 'Notice', body: 'Body' });
    await until('the first try fails', async () => (await row('retry@example.com')).error !== null);
    expect(await row('retry@example.com')).toEqual({
      status: 'pending', error: 'try 1 refused', attempts: 1, next_attempt_at: new Date(clock + RETRY_WAITS_MS[0]).toISOString(),
    });
    // Not before its time.
    clock += RETRY_WAITS_MS[0] - 1;
    expect(await outbox.retryDue()).toBe(0);
    clock += 1;
    expect(await outbox.retryDue()).toBe(1);
    expect(await row('retry@example.com')).toMatchObject({ status: 'pending', error: 'try 2 refused', attempts: 2, next_attempt_at: new Date(clock + RETRY_WAITS_MS[1]).toISOString() });
    clock += RETRY_WAITS_MS[1];
    expect(await outbox.retryDue()).toBe(1);
    expect(await row('retry@example.com')).toMatchObject({ status: 'sent', attempts: 3, next_attempt_at: null });
    expect(f.sent).toEqual(['retry@example.com']);
    clock += 86_400_000;
    expect(await outbox.retryDue()).toBe(0);
  });

  it('gives a notice up after its last try, and never tries a verification code again', async () => {
    const f = flaky(100);
    const outbox = new Outbox(app.db, app.log, { sms: f.sender }, now);
    await outbox.post({ channel: 'sms', target: '+15550001', subject: '', body: 'Notice' });
    await until('the first try fails', async () => (await row('+15550001')).error !== null);
    for (const wait of RETRY_WAITS_MS) {
      clock += wait;
      expect(await outbox.retryDue()).toBe(1);
    }
    expect(await row('+15550001')).toEqual({ status: 'failed', error: 'try 6 refused', attempts: 6, next_attempt_at: null });
    expect(f.calls()).toBe(RETRY_WAITS_MS.length + 1);

    expect(await outbox.send({ channel: 'sms', target: '+15550002', subject: '', body: 'Code 123456' })).toBe(false);
    expect(await row('+15550002')).toMatchObject({ status: 'failed', attempts: 1, next_attempt_at: null });
    clock += 86_400_000;
    expect(await outbox.retryDue()).toBe(0);
  });

  it('delivers a notice whose process stopped before delivering it, once the delivery\'s lease ends, by one process of several', async () => {
    // The first process never finishes (its sender hangs, as a process killed in the middle would).
    const stuck: MessageSender = { delivers: true, send: () => new Promise<void>(() => {}) };
    await new Outbox(app.db, app.log, { email: stuck }, now).post({ channel: 'email', target: 'orphan@example.com', subject: 'Notice', body: 'Body' });
    const sent: string[] = [];
    const counting: MessageSender = { delivers: true, async send(m) { sent.push(m.target); } };
    const others = [0, 1, 2].map(() => new Outbox(app.db, app.log, { email: counting }, now));
    clock += DELIVERY_LEASE_MS - 1;
    expect((await Promise.all(others.map((o) => o.retryDue()))).reduce((a, b) => a + b)).toBe(0);
    clock += 1;
    // Three processes sweep at once: one takes the message.
    expect((await Promise.all(others.map((o) => o.retryDue()))).reduce((a, b) => a + b)).toBe(1);
    expect(sent).toEqual(['orphan@example.com']);
    expect(await row('orphan@example.com')).toMatchObject({ status: 'sent', attempts: 2, next_attempt_at: null });
  });
});
