import type { SecretBox } from './auth/secret-box.js';
import type { Db } from './db/index.js';
import type { User } from './db/schema.js';
import type { Hub } from './socket/hub.js';
import type { CatchUps } from './socket/catch-up.js';
import type { Pushes } from './cluster/pushes.js';
import type { Bus } from './cluster/bus.js';
import type { ServerConfig } from './app.js';
import type { UploadLinks } from './accounts/upload-links.js';
import type { LiveSession, SessionCache } from './auth/session-cache.js';

// Fastify decorations shared by every plugin (set up in app.ts, db/plugin.ts, auth/plugin.ts).
declare module 'fastify' {
  interface FastifyInstance {
    config: Required<Pick<ServerConfig, 'dataDir' | 'feed' | 'demoStartingBalance'>> & ServerConfig;
    db: Db;
    /** This process's socket connections (socket/route.ts attaches them; snapshots on subscribe go to one of them). */
    hub: Hub;
    /** How per-user topics read back what a returning socket missed (socket/catch-up.ts). */
    catchUps: CatchUps;
    /** Every push to sockets goes here: the hub itself in one process, the bus in a cluster (cluster/pushes.ts). */
    pushes: Pushes;
    /** The bus to the engine leader and the other gateways (ROLE=gateway); null in one process. */
    bus: Bus | null;
    /** ROLE=gateway: the gateways heard on the bus lately and the users online on them (cluster/gateway-roll.ts). */
    gatewaysServing?: () => { gateways: number; users: number };
    /** ROLE=gateway: the users online on every gateway, each counted once (a census over the bus, gateway-roll.ts). */
    usersOnline?: () => Promise<number>;
    /** A gateway's recently seen sessions (auth/session-cache.ts); null in one process, which asks its database each time. */
    sessionCache: SessionCache | null;
    /** Signed, expiring links to private uploads (accounts/upload-links.ts). */
    uploadLinks: UploadLinks;
    /** Seals and opens the authenticator keys kept in the database (auth/secret-box.ts). */
    secrets: SecretBox;
    /** onRequest hook: logged-in user (real or demo), else code 999. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: logged-in real user; demo users get 'Please register or log in to a real account'. */
    requireReal: (request: FastifyRequest) => Promise<void>;
    /** Hooks run inside the demo-reset transaction before the balance is reset (see demo/reset.ts). */
    demoResetHooks: DemoResetHook[];
    /** Set when shutdown begins (main.ts): /readyz answers 503 so a load balancer drains this instance first. */
    lifecycle: { draining: boolean };
  }
  interface FastifyRequest {
    /** Set by requireUser/requireReal. */
    user: User | null;
    session: LiveSession | null;
  }
}

/** Runs inside the reset transaction; may return what to do once it has committed. */
export type DemoResetHook = (trx: import('kysely').Transaction<import('./db/schema.js').Database>, user: User) => Promise<void | (() => void)>;
