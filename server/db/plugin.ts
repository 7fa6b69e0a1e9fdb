import fp from 'fastify-plugin';
import { closeDb, createDb, migrateToLatest } from './index.js';

/** Opens the database, runs pending migrations, exposes `app.db`, and closes the pool on shutdown. */
export const dbPlugin = fp(
  async (app) => {
    const db = createDb(app.config, (err) => app.log.warn({ err }, 'database: an idle connection was closed; the pool will open a new one'));
    try {
      const ran = await migrateToLatest(db);
      if (ran.length) app.log.info({ migrations: ran }, 'migrations applied');
    } catch (e) {
      await closeDb(db);
      throw e;
    }
    app.decorate('db', db);
    app.addHook('onClose', async () => closeDb(db));
  },
  { name: 'pipkit-db' },
);
