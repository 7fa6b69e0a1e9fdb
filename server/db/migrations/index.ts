import type { Migration } from 'kysely';
import * as m001 from './001_foundation.js';
import * as m002 from './002_trading.js';
import * as m003 from './003_accounts.js';
import * as m004 from './004_funds.js';
import * as m005 from './005_content.js';
import * as m006 from './006_login_guard.js';
import * as m007 from './007_partial_close.js';
import * as m008 from './008_trailing_stop.js';
import * as m009 from './009_trader_tools.js';
import * as m010 from './010_operators.js';
import * as m011 from './011_catch_up.js';
import * as m012 from './012_market_archive.js';
import * as m013 from './013_payout_hold.js';
import * as m014 from './014_session_devices.js';
import * as m015 from './015_outbox_retries.js';
import * as m016 from './016_user_language.js';
import * as m017 from './017_user_two_factor.js';
import * as m018 from './018_sealed_secrets.js';
import * as m019 from './019_session_seen.js';
import * as m020 from './020_secret_indexes.js';
import * as m021 from './021_audit_totp_links.js';
import * as m022 from './022_order_expiry.js';
import * as m023 from './023_order_revision.js';
import * as m024 from './024_order_pending_type.js';
import * as m025 from './025_order_notes.js';
import * as m026 from './026_margin_calls.js';
import * as m027 from './027_alert_messages.js';
import * as m028 from './028_order_pairs.js';
import * as m029 from './029_catch_up_all.js';
import * as m030 from './030_copy_trading.js';
import * as m031 from './031_copy_consent.js';
import * as m032 from './032_ranking_consent.js';
import * as m033 from './033_ledger_by_time.js';
import * as m034 from './034_swap.js';
import * as m035 from './035_market_closures.js';
import * as m036 from './036_passkeys.js';
import * as m037 from './037_trading_limits.js';
import * as m038 from './038_own_limit_cancels.js';
import * as m039 from './039_search_forms.js';
import * as m040 from './040_sign_ins.js';
import * as m041 from './041_linked_accounts.js';
import * as m042 from './042_search_folds.js';
import * as m043 from './043_account_closures.js';

// Explicit map instead of a FileMigrationProvider so tsx, vitest and bundlers all see the same files.
// Keys are ordered by name by Kysely's Migrator. Add new migrations here, e.g. '002_trading': m002.
export const migrations: Record<string, Migration> = {
  '001_foundation': m001,
  '002_trading': m002,
  '003_accounts': m003,
  '004_funds': m004,
  '005_content': m005,
  '006_login_guard': m006,
  '007_partial_close': m007,
  '008_trailing_stop': m008,
  '009_trader_tools': m009,
  '010_operators': m010,
  '011_catch_up': m011,
  '012_market_archive': m012,
  '013_payout_hold': m013,
  '014_session_devices': m014,
  '015_outbox_retries': m015,
  '016_user_language': m016,
  '017_user_two_factor': m017,
  '018_sealed_secrets': m018,
  '019_session_seen': m019,
  '020_secret_indexes': m020,
  '021_audit_totp_links': m021,
  '022_order_expiry': m022,
  '023_order_revision': m023,
  '024_order_pending_type': m024,
  '025_order_notes': m025,
  '026_margin_calls': m026,
  '027_alert_messages': m027,
  '028_order_pairs': m028,
  '029_catch_up_all': m029,
  '030_copy_trading': m030,
  '031_copy_consent': m031,
  '032_ranking_consent': m032,
  '033_ledger_by_time': m033,
  '034_swap': m034,
  '035_market_closures': m035,
  '036_passkeys': m036,
  '037_trading_limits': m037,
  '038_own_limit_cancels': m038,
  '039_search_forms': m039,
  '040_sign_ins': m040,
  '041_linked_accounts': m041,
  '042_search_folds': m042,
  '043_account_closures': m043,
};
