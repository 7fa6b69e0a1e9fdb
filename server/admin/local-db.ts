import { resolve } from 'node:path';
import { loadSecretBox, type SecretBox } from '../auth/secret-box.js';
import { closeDb, createDb, migrateToLatest, type Db } from '../db/index.js';

/**
 * The server's own database and secret key, opened from the server's environment (DATA_DIR or DATABASE_URL,
 * SECRET_KEY, SECRET_KEY_PREVIOUS) for the CLI commands that work on the database itself rather than over HTTP
 * (create-operator, reseal-secrets); closed when `work` is done.
 */
export async function onServerDatabase<T>(env: NodeJS.ProcessEnv, work: (db: Db, secrets: SecretBox) => Promise<T>): Promise<T> {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const secrets = loadSecretBox({ dataDir, secretKey: env.SECRET_KEY || undefined, secretKeyPrevious: env.SECRET_KEY_PREVIOUS || undefined });
  const db = createDb({ dataDir, databaseUrl: env.DATABASE_URL || undefined });
  try {
    await migrateToLatest(db);
    return await work(db, secrets);
  } finally {
    await closeDb(db);
  }
}
