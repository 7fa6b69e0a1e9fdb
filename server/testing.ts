import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import WebSocket from 'ws';
import { inject } from 'vitest';
import { buildServer, type ServerConfig } from './app.js';

// Test helpers shared by server tests (not a test file itself): a server on a fresh database plus shortcuts.

export const ADMIN = 'test';

/** The cluster of the `unit-pg` project (server/db/postgres-setup.ts); undefined in the SQLite `unit` project. */
export function postgresUrl(): string | undefined {
  try {
    return inject('postgresUrl');
  } catch {
    return undefined; // outside a vitest worker (a script using these helpers): SQLite
  }
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh PostgreSQL database on the cluster at `url`, with a function that drops it. */
export async function freshDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `pipkit_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return { url: own.toString(), drop: () => adminQuery(url, `drop database if exists ${name} with (force)`) };
}

/**
 * A server on a fresh database: SQLite in a temp folder, or in the `unit-pg` project a fresh PostgreSQL database, so
 * every server suite runs on both.
 */
export async function makeServer(overrides: Partial<ServerConfig> = {}): Promise<FastifyInstance & { cleanup(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pipkit-test-'));
  const cluster = postgresUrl();
  const database = cluster ? await freshDatabase(cluster) : null;
  // Login rate limit raised so suites that log in many users do not trip it; the rate-limit test sets its own.
  // No payout hold, so suites can bind a method and withdraw to it at once; the hold's own tests set one.
  // No swap by the clock: a suite charges the rollovers it means to (swap.test.ts), none arrives mid-run.
  const app = await buildServer({
    dataDir, databaseUrl: database?.url, feed: 'manual', adminToken: ADMIN, logger: false, loginRateLimit: 10_000, demoRateLimit: 10_000,
    payoutHoldHours: 0, swapClock: false, ...overrides,
  });
  return Object.assign(app, {
    cleanup: async () => {
      await app.close();
      await database?.drop();
      // close() waits for the SQLite checkpoint worker (closeDb), which used to open the WAL again while the folder
      // was being removed (ENOTEMPTY); the retries stay for whatever else a slow machine may still be flushing.
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    },
  });
}

/**
 * Counts the turns the event loop gets while `work` runs (a setImmediate chain): SQLite answers without leaving the
 * loop, so work over many rows that never yields counts none — no price, stop or request could run meanwhile.
 */
export async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let working = true;
  const turn = () => {
    if (!working) return;
    turns++;
    setImmediate(turn);
  };
  setImmediate(turn);
  try {
    await work();
  } finally {
    working = false;
  }
  return turns;
}

/** Resolves once `cond` holds (checked every 20 ms); fails naming `what` after `ms`. */
export async function until(what: string, cond: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Envelope of an injected call. */
export async function call(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, opts: { token?: string; body?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.token) headers.authorization = opts.token;
  let payload: string | undefined;
  if (opts.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(opts.form).toString();
  } else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
  }
  const res = await app.inject({ method, url, headers, payload });
  return { status: res.statusCode, headers: res.headers, body: res.json() as { code: number; msg: string; data: any } };
}

/**
 * A live socket to the server at `base` (http:// or ws://), logged in as `token` and subscribed to `topics`, once
 * every subscription is acknowledged; `got` collects every message it receives.
 */
export async function liveSocket(base: string, token: string, topics: string[]) {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/v1/ws`);
  const got: Array<{ type: string; data: any }> = [];
  ws.on('message', (raw) => got.push(JSON.parse(String(raw))));
  await new Promise((r) => ws.once('open', r));
  ws.send(JSON.stringify({ type: 'login', params: { token } }));
  for (const topic of topics) ws.send(JSON.stringify({ type: 'sub', params: { topic } }));
  await until('subscribed', () => got.filter((m) => m.type === 'sub').length === topics.length);
  return { ws, got };
}

/** Creates a real user through the admin API and logs in; returns token and user. */
export async function realUser(app: FastifyInstance, email = `u${Math.random().toString(36).slice(2, 10)}@example.com`, password = 'secret-pass') {
  const created = await call(app, 'POST', '/admin/api/users', { headers: { authorization: `Bearer ${ADMIN}` }, body: { account: email, password } });
  if (created.body.code !== 1) throw new Error(created.body.msg);
  const login = await call(app, 'POST', '/api/user/loginForU', { form: { account: email, password, login_type: 'email' } });
  if (login.body.code !== 1) throw new Error(login.body.msg);
  return { token: login.body.data.token as string, user: login.body.data.user, email, password };
}

/** Starts (or resumes) a demo account. */
export async function demoUser(app: FastifyInstance, demoId = `demo_${Math.random().toString(36).slice(2, 12)}`) {
  const r = await call(app, 'GET', `/api/user/createAccountDemoForU?demo_id=${demoId}`);
  if (r.body.code !== 1) throw new Error(r.body.msg);
  return { token: r.body.data.token as string, user: r.body.data.user, demoId };
}

// A 1×1 PNG and a tiny JPEG header are enough for file-type (it reads the magic bytes).
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), Buffer.alloc(200)]);

/** A multipart/form-data body with one file field. */
export function multipart(filename: string, bytes: Buffer, contentType = 'image/png', field = 'file') {
  const boundary = '----pipkit' + Math.random().toString(16).slice(2);
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads an image as the holder of `token` (the identity and deposit-proof upload endpoint). */
export async function uploadImage(app: FastifyInstance, token: string, filename: string, bytes: Buffer, contentType?: string) {
  const m = multipart(filename, bytes, contentType);
  const res = await app.inject({ method: 'POST', url: '/api/common/image_upload', headers: { ...m.headers, authorization: token }, payload: m.payload });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: any } };
}

/** One sample's value in a Prometheus text exposition (GET /metrics), or undefined when the series is not there. */
export function metricSample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}
