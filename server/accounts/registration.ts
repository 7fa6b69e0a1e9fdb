/**
 * Registration and verification codes: who may register with which e-mail or mobile, which code or captcha proves
 * it, and the delivery of codes through the outbox. Services take their dependencies (`db`, `outbox`) explicitly.
 */
import { AREAS } from '../data/areas.js';
import type { Db } from '../db/index.js';
import { AppError } from '../http/envelope.js';
import { getSettings } from '../settings/index.js';
import { renderMail } from '../i18n/messages.js';
import { brandName } from './notices.js';
import { createRealUser, normalizeEmail, normalizeMobile } from '../users/index.js';
import { consumeCaptcha } from './captcha.js';
import { CodePurpose, consumeCode, issueCode } from './codes.js';
import type { Outbox } from './outbox.js';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE_RE = /^\+?[0-9][0-9 -]{4,30}$/;

export function validEmail(to: string): string {
  const email = normalizeEmail(to);
  if (!EMAIL_RE.test(email) || email.length > 254) throw new AppError('emailInvalid');
  return email;
}

export function validMobile(to: string): string {
  if (!MOBILE_RE.test(to.trim())) throw new AppError('mobileInvalid');
  return normalizeMobile(to.trim()).replace(/^\+/, '');
}

const areaOf = (areaId: number | undefined | null) => AREAS.find((a) => a.id === areaId);

/** Outbox address of an SMS: +<calling code><number> when the area is known. */
const smsAddress = (mobile: string, areaId?: number | null) => {
  const area = areaOf(areaId);
  return area ? `+${area.global_code}${mobile}` : mobile;
};

export const findByEmail = (db: Db, email: string) => db.selectFrom('users').selectAll().where('email', '=', email).where('is_demo', '=', 0).executeTakeFirst();
export const findByMobile = (db: Db, mobile: string) => db.selectFrom('users').selectAll().where('mobile', '=', mobile).where('is_demo', '=', 0).executeTakeFirst();

export interface RegisterInput {
  type?: string;
  area_id?: number;
  account: string;
  password: string;
  re_password: string;
  invite_code?: string;
  sms_code?: string;
  key?: string;
  mobile?: string;
}

/**
 * Creates a real account after every check; the code (or captcha) is spent last, so a refused form keeps it. `lang`:
 * the language the person registers in (the request's `lang` header), which their notices are written in.
 */
export async function register(db: Db, b: RegisterInput, lang: string | null = null) {
  const type = b.type === 'mobile' || b.type === '2' ? 'mobile' : b.type === 'email' || b.type === '1' ? 'email' : b.account.includes('@') ? 'email' : 'mobile';
  if (b.password !== b.re_password) throw new AppError('passwordMismatch');
  const email = type === 'email' ? validEmail(b.account) : undefined;
  const extraMobile = type === 'email' && b.mobile?.trim() ? validMobile(b.mobile) : undefined;
  const mobile = type === 'mobile' ? validMobile(b.account) : extraMobile;
  if (b.area_id !== undefined && !areaOf(b.area_id)) throw new AppError('unknownArea');

  let inviterId: number | undefined;
  const invite = b.invite_code?.trim().toUpperCase();
  if (invite) {
    const inviter = await db.selectFrom('users').select(['id', 'is_demo']).where('invite_code', '=', invite).executeTakeFirst();
    if (!inviter || inviter.is_demo) throw new AppError('inviteInvalid');
    inviterId = inviter.id;
  }
  if (email && (await findByEmail(db, email))) throw new AppError('emailTaken');
  if (mobile && (await db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirst())) throw new AppError('mobileTaken');

  const verify = Number((await getSettings(db, ['verify_reg_type'])).verify_reg_type);
  if (verify === 2) {
    if (!b.key || !b.sms_code) throw new AppError('pictureCodeRequired');
    await consumeCaptcha(db, b.key, b.sms_code);
  } else {
    if (!b.sms_code) throw new AppError('codeRequired');
    await consumeCode(db, type === 'email' ? email! : mobile!, CodePurpose.register, b.sms_code);
  }
  return createRealUser(db, { email, mobile, areaId: mobile ? b.area_id : undefined, password: b.password, inviterId, lang });
}

export interface CodeDeps {
  db: Db;
  outbox: Pick<Outbox, 'send'>;
}

/** `lang`: the language of the request that asks for the code, which its reader is using. */
async function sendCode(deps: CodeDeps, channel: 'email' | 'sms', key: string, address: string, purpose: number, deliver: boolean, lang: string) {
  // The 60 s rule and the code row apply even when nothing is delivered, so the answer never tells whether an
  // account exists (password reset of an unknown account).
  const code = await issueCode(deps.db, channel, key, purpose);
  if (!deliver) return;
  const brand = await brandName(deps.db);
  const body = renderMail(lang, purpose === CodePurpose.register ? 'codeRegister' : 'codePassword', { brand, code });
  const sent = await deps.outbox.send({ channel, target: address, subject: renderMail(lang, 'codeSubject', { brand }), body });
  if (!sent) throw new AppError('sendFailed');
}

/** E-mails a code: for registration to a free address, for a reset only when the account exists (silently otherwise). */
export async function sendEmailCode(deps: CodeDeps, to: string, purpose: number, lang = 'en'): Promise<void> {
  const email = validEmail(to);
  const exists = !!(await findByEmail(deps.db, email));
  if (purpose === CodePurpose.register && exists) throw new AppError('emailTaken');
  await sendCode(deps, 'email', email, email, purpose, purpose === CodePurpose.register || exists, lang);
}

/** Texts a code, under the same rules as sendEmailCode; the calling code comes from the account or the request. */
export async function sendSmsCode(deps: CodeDeps, to: string, purpose: number, areaId?: number, lang = 'en'): Promise<void> {
  const mobile = validMobile(to);
  const user = await findByMobile(deps.db, mobile);
  if (purpose === CodePurpose.register && user) throw new AppError('mobileTaken');
  await sendCode(deps, 'sms', mobile, smsAddress(mobile, user?.area_id ?? areaId), purpose, purpose === CodePurpose.register || !!user, lang);
}
