import { insertAudit } from '../operators/audit.js';
import { UsageError } from '../admin/cli.js';
import { onServerDatabase } from '../admin/local-db.js';
import { resealStoredSecrets } from './stored-secrets.js';
import { RESEAL_SECRETS_USAGE } from '../operators/usage.js';

// `npm run admin -- reseal-secrets`: the second step of changing the secret key (docs/security.md "Secrets at rest").
// Every process already runs with the new SECRET_KEY and the old one in SECRET_KEY_PREVIOUS; this moves every stored
// value to the new key, so the old one can then be dropped. Like create-operator it works on the database itself, with
// the server's environment (DATA_DIR or DATABASE_URL, SECRET_KEY, SECRET_KEY_PREVIOUS).
export async function resealSecretsCommand(args: string[], env: NodeJS.ProcessEnv): Promise<unknown> {
  if (args.length) throw new UsageError(`usage: ${RESEAL_SECRETS_USAGE}`);
  if (!env.SECRET_KEY_PREVIOUS) throw new UsageError('SECRET_KEY_PREVIOUS is not set: it names the key the stored values are sealed with now');
  return onServerDatabase(env, async (db, box) => {
    const result = await resealStoredSecrets(db, box);
    await insertAudit(db, {
      operator_id: null, actor: 'cli', role: 'admin', action: 'secrets.reseal', target_type: 'installation', target_id: '-',
      outcome: result.unreadable ? 'partial' : 'ok', after: JSON.stringify(result), input: '{}', ip: 'local', user_agent: 'pipkit-admin reseal-secrets',
    });
    return result;
  });
}
