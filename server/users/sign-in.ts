// What every way of signing in ends with (a password, a passkey): the session, the sign-in kept in the account's
// activity, and the owner told of a new browser.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SignInMethod, User } from '../db/schema.js';
import { createSession } from '../auth/sessions.js';
import { recordSignIn } from '../auth/sign-ins.js';
import { noticeNewDevice } from '../accounts/notices.js';
import { headerLang } from '../i18n/messages.js';
import { deviceLabel, isNewDevice, originOf } from './devices.js';
import { rememberLanguage } from './index.js';

/** A new session of `user` from this request's browser, signed in by `method` and kept in its activity; its token. */
export async function startSession(app: FastifyInstance, request: FastifyRequest, user: User, method: SignInMethod): Promise<string> {
  const origin = originOf(request);
  const fresh = await isNewDevice(app.db, user.id, origin.userAgent);
  const { token, session } = await createSession(app.db, user.id, origin);
  await recordSignIn(app.db, user.id, origin, method, 'ok', Date.parse(session.created_at));
  if (fresh) await noticeNewDevice({ db: app.db, outbox: app.outbox }, user, { device: deviceLabel(origin.userAgent), ip: origin.ip, at: session.created_at });
  // A sign-in from a browser the account already used is most likely its owner's: their notices follow the
  // language they use now. A new browser's does not change it (it could be someone else's).
  else await rememberLanguage(app.db, user.id, headerLang(request));
  return token;
}
