import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/index.js';
import { arrivedOnAdminListener } from '../admin/listener.js';
import { adminTokenMatcher } from '../admin/token.js';
import { findSession, sessionIdleMs, tokenFromHeader } from '../auth/sessions.js';
import { UPLOAD_PREFIX } from './uploads.js';

// Uploaded files (identity documents, deposit proofs) are private. An <img> cannot send the session header, so the
// server hands out capability links instead: /uploads/<name>?exp=<unix s>&sig=<HMAC>, valid for LINK_TTL_S, given
// only to the file's owner (in the answers that show their own uploads) and to operators. Without a valid link a
// file is served only to its owner's session or the admin token (docs/security.md "Private files").

export const LINK_TTL_S = 3600;
const KEY_SETTING = '_upload_link_key';

export interface UploadLinks {
  /** A link to `/uploads/<name>` (or the stored path) that works for LINK_TTL_S from now. */
  sign(pathOrName: string): string;
  /** True when `exp` is in the future and `sig` is this server's signature of the name and expiry. */
  verify(name: string, exp: unknown, sig: unknown): boolean;
}

/**
 * Loads (or creates, once for all gateways sharing the database) the signing key. It lives in the settings table
 * under a key no settings API reads or writes.
 */
export async function createUploadLinks(db: Db, now: () => number = Date.now): Promise<UploadLinks> {
  await db.insertInto('settings').values({ key: KEY_SETTING, value: randomBytes(32).toString('hex') }).onConflict((oc) => oc.column('key').doNothing()).execute();
  const row = await db.selectFrom('settings').select('value').where('key', '=', KEY_SETTING).executeTakeFirstOrThrow();
  const key = Buffer.from(row.value, 'hex');
  const mac = (name: string, exp: number) => createHmac('sha256', key).update(`${name}\n${exp}`).digest('base64url').slice(0, 32);
  return {
    sign(pathOrName) {
      if (!pathOrName) return pathOrName;
      const name = pathOrName.startsWith(UPLOAD_PREFIX) ? pathOrName.slice(UPLOAD_PREFIX.length).split('?')[0] : pathOrName;
      const exp = Math.floor(now() / 1000) + LINK_TTL_S;
      return `${UPLOAD_PREFIX}${name}?exp=${exp}&sig=${mac(name, exp)}`;
    },
    verify(name, exp, sig) {
      const e = Number(exp);
      if (!Number.isInteger(e) || e * 1000 < now() || typeof sig !== 'string' || sig.length !== 32) return false;
      return timingSafeEqual(Buffer.from(mac(name, e)), Buffer.from(sig));
    },
  };
}

/**
 * Without a signed link, a private file is for its owner's session or an operator's admin token (on the admin
 * listener when there is one).
 */
export async function mayReadUpload(app: FastifyInstance, request: FastifyRequest, ownerId: number): Promise<boolean> {
  const header = request.headers.authorization;
  const token = app.config.adminToken;
  if (token && arrivedOnAdminListener(app, request) && matcherFor(token)(header)) return true;
  const session = tokenFromHeader(header);
  const found = session ? await findSession(app.db, session, { idleMs: sessionIdleMs(app.config) }) : null;
  return !!found && found.user.id === ownerId;
}

const matchers = new Map<string, ReturnType<typeof adminTokenMatcher>>();
const matcherFor = (token: string) => {
  let m = matchers.get(token);
  if (!m) matchers.set(token, (m = adminTokenMatcher(token)));
  return m;
};
