import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { AppError } from '../http/envelope.js';
import { changes } from '../db/changes.js';
import { containsPattern, folded } from '../db/search-text.js';
import { getSettings, registerSettings } from '../settings/index.js';
import './schema.js';

// Companies of main mode and the mode switch (docs/product.md#users-and-modes): getCompanyStatus type 0 = main mode (product search looks
// for companies), status 0 = the service is withdrawn and the browser goes to `withdrawal_url`.

registerSettings(
  {
    /** 0 = main mode (search companies), 1 = normal (search trading pairs). */
    company_mode: '1',
    /** 1 = service available, 0 = withdrawn (the app sends the browser to withdrawal_url). */
    company_status: '1',
    /** Where status 0 sends the browser; the server serves a neutral page there by default. */
    withdrawal_url: '/unavailable.html',
    /** Where the client reads the complaint e-mail; empty = this server (/api/company/complaint_email). */
    complaint_email_url: '',
  },
  { public: true },
);

export const COMPANY_FIELDS = ['name', 'logo', 'url', 'subject', 'registered_address', 'location', 'email'] as const;
export type CompanyInput = Partial<Record<(typeof COMPANY_FIELDS)[number], string>> & { enabled?: boolean };

const URL_RE = /^(?:https?:\/\/|\/)[^\s"'<>]*$/i;
const EMAIL_RE = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

function clean(input: CompanyInput) {
  const out: Record<string, unknown> = {};
  for (const f of COMPANY_FIELDS) {
    const v = input[f];
    if (v === undefined) continue;
    const s = v.trim();
    if ((f === 'logo' || f === 'url') && s && !URL_RE.test(s)) throw new AppError('fieldUrl', { field: f });
    if (f === 'email' && s && !EMAIL_RE.test(s)) throw new AppError('fieldNotEmail', { field: 'email' });
    if (f === 'name' && !s) throw new AppError('fieldRequired', { field: 'name' });
    out[f] = s;
    if (f === 'name') out.name_folded = folded(s);
  }
  if (input.enabled !== undefined) out.enabled = input.enabled ? 1 : 0;
  return out;
}

const columns = ['id', ...COMPANY_FIELDS] as const;

export async function createCompany(db: Kysely<Database>, input: CompanyInput & { name: string }, seedKey?: string) {
  return db
    .insertInto('companies')
    .values({ logo: '', url: '', subject: '', registered_address: '', location: '', email: '', enabled: 1, ...clean(input), seed_key: seedKey ?? null, created_at: new Date().toISOString() } as never)
    .returning([...columns, 'enabled'])
    .executeTakeFirstOrThrow();
}

export async function updateCompany(db: Kysely<Database>, id: number, input: CompanyInput) {
  const row = await db.updateTable('companies').set(changes(clean(input))).where('id', '=', id).returning([...columns, 'enabled']).executeTakeFirst();
  if (!row) throw new AppError('companyNotFound');
  return row;
}

/** Enabled companies whose name contains `name` (in any case); all when empty. */
export async function searchCompanies(db: Kysely<Database>, name: string, limit = 50) {
  let q = db.selectFrom('companies').select(columns).where('enabled', '=', 1);
  const term = name.trim();
  // In any case and alphabet (the name's search form, db/search-text.ts); LIKE wildcards typed by the visitor are
  // matched literally ("50%" finds "50%", "_" is not "any character").
  if (term) q = q.where(sql<boolean>`name_folded like ${containsPattern(term)} escape '\\'`);
  return q.orderBy('name').orderBy('id').limit(limit).execute();
}

export async function companyStatus(db: Kysely<Database>) {
  const s = await getSettings(db, ['company_mode', 'company_status', 'withdrawal_url']);
  return {
    type: s.company_mode === '0' ? 0 : 1,
    status: s.company_status === '0' ? 0 : 1,
    url: s.withdrawal_url || '/unavailable.html',
  };
}
