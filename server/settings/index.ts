import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { isSafeLink } from '../../src/core/links.js';
import { OperatorError } from '../http/envelope.js';

// Server settings live in the `settings` table as strings; a missing row means "use the default below".
// Other parts add their own defaults (e.g. stop_out_level) by adding keys here or calling registerSettings().

export const SETTING_DEFAULTS: Record<string, string> = {
  title: 'Pipkit',
  service_link: '',
  /** 1 = in-app chat, 2 = show/copy the link, 3 = redirect (docs/product.md#routes-and-screens Chat). */
  service_link_type: '1',
  /** 2 = picture captcha, otherwise SMS/e-mail code. */
  verify_reg_type: '1',
  /** 1 = fee per lot, otherwise a ratio of margin. */
  trade_fee_type: '1',
  /** Registration phone field: 1 = area code + phone, 3 = phone only. */
  is_show_mobile: '1',
  complaint_email: '',
};

/** Keys that GET /api/default/setting may reveal to anyone. */
export const PUBLIC_SETTING_KEYS = new Set(['is_show_mobile', 'title', 'service_link', 'service_link_type', 'verify_reg_type', 'trade_fee_type', 'complaint_email']);

export function registerSettings(defaults: Record<string, string>, opts: { public?: boolean } = {}) {
  Object.assign(SETTING_DEFAULTS, defaults);
  if (opts.public) for (const k of Object.keys(defaults)) PUBLIC_SETTING_KEYS.add(k);
}

export async function getSettings(db: Kysely<Database>, keys: string[]): Promise<Record<string, string>> {
  const rows = keys.length ? await db.selectFrom('settings').selectAll().where('key', 'in', keys).execute() : [];
  const out: Record<string, string> = {};
  for (const k of keys) out[k] = SETTING_DEFAULTS[k] ?? '';
  for (const r of rows) out[r.key] = r.value;
  return out;
}

export async function getSetting(db: Kysely<Database>, key: string): Promise<string> {
  return (await getSettings(db, [key]))[key];
}

/** Settings the app opens or navigates to: only an https: URL or a path on this site (src/core/links.ts). */
export const LINK_SETTING_KEYS = new Set(['service_link', 'withdrawal_url']);

/** Refuses a value that would be unsafe for its key. */
export function checkSetting(key: string, value: string): void {
  if (LINK_SETTING_KEYS.has(key) && !isSafeLink(value)) throw new OperatorError(`${key} must be an https: URL or a path on this site (/…)`);
}

export async function setSetting(db: Kysely<Database>, key: string, value: string): Promise<void> {
  checkSetting(key, value);
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}
