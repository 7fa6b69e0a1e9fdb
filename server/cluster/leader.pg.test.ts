import { afterEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { closeDb, createDb } from '../db/index.js';
import { freshDatabase, postgresUrl, until } from '../testing.js';
import { LeaderLease, THIS_DATABASE } from './leader.js';
import { engineLeadership } from './lease-status.js';

// PostgreSQL-only (project unit-pg): the advisory-lock lease that picks one engine leader.

const quiet = { info() {}, warn() {} };
const leases: LeaderLease[] = [];
afterEach(async () => {
  await Promise.all(leases.splice(0).map((l) => l.stop()));
});

function lease(url: string, key: number, events: string[], name: string, fit?: { now: boolean }) {
  const l = new LeaderLease({
    databaseUrl: url,
    key,
    pollMs: 100,
    log: quiet,
    onElected: () => void events.push(`${name} elected`),
    // Stepping down, the lease still holds the lock while the owner stops; a lost connection took it away.
    onLost: (_reason, held) => void events.push(`${name} lost${held ? ' (stepped down)' : ''}`),
    ...(fit ? { canLead: () => fit.now, unfitGraceMs: 600 } : {}),
  });
  leases.push(l);
  l.start();
  return l;
}


/**
 * Ends the PostgreSQL session that holds the advisory lock `key`, and only that one (a single-bigint key is stored
 * with its low 32 bits in objid). Ending every lease session at once would also end the standby's, which may then
 * take the lock on a session about to end and lose it again a beat later.
 */
async function terminateLockHolder(url: string, key: number): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const r = await c.query(
    `select pg_terminate_backend(pid) as ended from pg_locks where locktype = 'advisory' and objid = $1 and objsubid = 1 and granted and ${THIS_DATABASE}`,
    [key],
  );
  await c.end();
  if (r.rows.length !== 1) throw new Error(`expected one holder of lock ${key}, found ${r.rows.length}`);
}

describe('engine leader lease', () => {
  it('elects exactly one of three, and a standby takes over within 5 s when the leader stops', async () => {
    const db = await freshDatabase(postgresUrl()!);
    try {
      const events: string[] = [];
      const all = ['a', 'b', 'c'].map((n) => lease(db.url, 11, events, n));
      await until('a leader', () => events.length === 1, 3000);
      await new Promise((r) => setTimeout(r, 400)); // several beats: nobody else is elected meanwhile
      expect(events).toHaveLength(1);
      const first = all.find((l) => l.isLeader)!;
      expect(all.filter((l) => l.isLeader)).toHaveLength(1);

      await first.stop();
      await until('the standby leads', () => events.length === 2, 5000);
      expect(all.filter((l) => l.isLeader)).toHaveLength(1);
      expect(all.find((l) => l.isLeader)).not.toBe(first);
    } finally {
      await Promise.all(leases.splice(0).map((l) => l.stop()));
      await db.drop();
    }
  });

  it('a leader whose connection dies says it lost the lease, and a standby leads', async () => {
    const db = await freshDatabase(postgresUrl()!);
    try {
      const events: string[] = [];
      const a = lease(db.url, 12, events, 'a');
      await until('a leads', () => a.isLeader, 3000);
      const b = lease(db.url, 12, events, 'b');
      await new Promise((r) => setTimeout(r, 300));
      expect(b.isLeader).toBe(false);

      // As if the leader's machine vanished: PostgreSQL ends its session (and with it the lock).
      await terminateLockHolder(db.url, 12);
      await until('b takes over from a', () => events.includes('a lost') && events.includes('b elected'), 5000);
      expect(a.isLeader).toBe(false);
      expect(b.isLeader).toBe(true);
      expect(events.filter((e) => e.endsWith('elected'))).toEqual(['a elected', 'b elected']);
    } finally {
      await Promise.all(leases.splice(0).map((l) => l.stop()));
      await db.drop();
    }
  });

  it('a leader that cannot lead steps down after its grace for a standby that can, and keeps the lease when none can', async () => {
    const db = await freshDatabase(postgresUrl()!);
    try {
      const events: string[] = [];
      const fitA = { now: true };
      const fitB = { now: false };
      const a = lease(db.url, 13, events, 'a', fitA);
      await until('a leads', () => a.isLeader, 3000);
      const b = lease(db.url, 13, events, 'b', fitB);

      // Cut off for less than the grace (a NATS restart): nothing changes.
      fitA.now = false;
      await new Promise((r) => setTimeout(r, 350));
      fitA.now = true;
      await new Promise((r) => setTimeout(r, 500));
      expect(events).toEqual(['a elected']);

      // Cut off for longer, but so is the only standby (NATS down for everyone): a keeps the lease and its book.
      fitA.now = false;
      await new Promise((r) => setTimeout(r, 1200));
      expect(a.isLeader).toBe(true);
      expect(events).toEqual(['a elected']);

      // A standby that can lead joins: a steps down and the newcomer leads; b, fit again later, stays a standby.
      const c = lease(db.url, 13, events, 'c', { now: true });
      // The event, not isLeader: the lease leads a moment before it says so (it first gives up its candidate lock).
      await until('c leads', () => c.isLeader && events.includes('c elected'), 3000);
      expect(events).toEqual(['a elected', 'a lost (stepped down)', 'c elected']);
      fitB.now = true;
      await new Promise((r) => setTimeout(r, 400));
      expect(b.isLeader).toBe(false);
      expect(a.isLeader).toBe(false);
    } finally {
      await Promise.all(leases.splice(0).map((l) => l.stop()));
      await db.drop();
    }
  });

  it('a leader stepping down keeps the lock until it has stopped acting', async () => {
    const db = await freshDatabase(postgresUrl()!);
    try {
      const events: string[] = [];
      let finishStopping!: () => void;
      const stopping = new Promise<void>((r) => (finishStopping = r));
      const fit = { now: true };
      const a = new LeaderLease({
        databaseUrl: db.url, key: 14, pollMs: 100, log: quiet, canLead: () => fit.now, unfitGraceMs: 200,
        onElected: () => void events.push('a elected'),
        onLost: () => {
          events.push('a stopping');
          return stopping;
        },
      });
      leases.push(a);
      a.start();
      await until('a leads', () => a.isLeader, 3000);
      const b = lease(db.url, 14, events, 'b');
      fit.now = false;
      await until('a is stopping', () => events.includes('a stopping'), 3000);
      await new Promise((r) => setTimeout(r, 400));
      expect(b.isLeader).toBe(false);
      finishStopping();
      await until('b leads', () => b.isLeader && events.includes('b elected'), 3000);
      expect(events).toEqual(['a elected', 'a stopping', 'b elected']);
    } finally {
      await Promise.all(leases.splice(0).map((l) => l.stop()));
      await db.drop();
    }
  });

  it('counts only the engines of its own database: another deployment on the same PostgreSQL is not its standby', async () => {
    // Advisory locks belong to their database, but pg_locks lists every database's: until 2026-12-05 a leader cut off
    // from its bus stepped down for the other deployment's standby, and the dashboard counted that standby as its own.
    const [own, other] = await Promise.all([freshDatabase(postgresUrl()!), freshDatabase(postgresUrl()!)]);
    const ownDb = createDb({ dataDir: '', databaseUrl: own.url });
    const otherDb = createDb({ dataDir: '', databaseUrl: other.url });
    try {
      const events: string[] = [];
      const fit = { now: true };
      const a = lease(own.url, 15, events, 'a', fit);
      await until('a leads', () => a.isLeader, 3000);
      const x = lease(other.url, 15, events, 'x', { now: true });
      await until('x leads the other database', () => x.isLeader, 3000);
      lease(other.url, 15, events, 'y', { now: true });
      await until('y stands by there', async () => (await engineLeadership(otherDb, 15)).standbys === 1, 3000);
      expect(await engineLeadership(ownDb, 15)).toMatchObject({ leader: { name: expect.any(String) }, standbys: 0 });

      // Cut off for longer than its grace with no standby of its own: a keeps the lease and its book.
      fit.now = false;
      await new Promise((r) => setTimeout(r, 1200));
      expect(a.isLeader).toBe(true);
      expect(events.filter((e) => e.startsWith('a'))).toEqual(['a elected']);
    } finally {
      await Promise.all(leases.splice(0).map((l) => l.stop()));
      await Promise.all([closeDb(ownDb), closeDb(otherDb)]);
      await Promise.all([own.drop(), other.drop()]);
    }
  });

  it('leases with different keys do not exclude each other', async () => {
    const db = await freshDatabase(postgresUrl()!);
    try {
      const events: string[] = [];
      lease(db.url, 21, events, 'x');
      lease(db.url, 22, events, 'y');
      await until('both keys have a leader', () => events.length === 2, 3000);
      expect(events.sort()).toEqual(['x elected', 'y elected']);
    } finally {
      await Promise.all(leases.splice(0).map((l) => l.stop()));
      await db.drop();
    }
  });
});
