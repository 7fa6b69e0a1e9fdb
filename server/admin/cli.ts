// Admin CLI: `npm run admin -- <command> [args]`, a thin client of the admin HTTP API (admin/routes.ts).
// Reads PIPKIT_URL (default http://localhost:8080) and ADMIN_TOKEN. Prints the `data` of the reply as JSON on
// stdout (scripts and e2e tests parse it); errors go to stderr with exit code 1.
//
// To add a command, add an entry to COMMANDS: usage text plus run(args, api) that calls api(method, path, body).

import { ACCOUNT_COMMANDS } from '../accounts/cli-commands.js';
import { FUNDS_COMMANDS } from '../funds/cli-commands.js';
import { CONTENT_COMMANDS } from '../content/cli-commands.js';
import { TRADING_COMMANDS } from '../trading/cli-commands.js';
import { CREATE_OPERATOR_USAGE, RESEAL_SECRETS_USAGE } from '../operators/usage.js';

export type AdminApi = (method: string, path: string, body?: unknown) => Promise<unknown>;

export interface Command {
  usage: string;
  run(args: string[], api: AdminApi): Promise<unknown>;
}

export class UsageError extends Error {}

function need(args: string[], n: number, usage: string) {
  if (args.length < n) throw new UsageError(`usage: ${usage}`);
}

export const COMMANDS: Record<string, Command> = {
  'create-user': {
    usage: 'create-user <email|mobile> <password>',
    run: async (args, api) => {
      need(args, 2, COMMANDS['create-user'].usage);
      return api('POST', '/admin/api/users', { account: args[0], password: args[1] });
    },
  },
  'list-users': {
    usage: 'list-users [query] [page]',
    run: async (args, api) => {
      const params = new URLSearchParams();
      if (args[0]) params.set('q', args[0]);
      if (args[1]) params.set('page', args[1]);
      return api('GET', `/admin/api/users?${params}`);
    },
  },
  'set-setting': {
    usage: 'set-setting <key> <value>',
    run: async (args, api) => {
      need(args, 2, COMMANDS['set-setting'].usage);
      return api('PUT', '/admin/api/settings', { key: args[0], value: args[1] });
    },
  },
  'adjust-balance': {
    usage: 'adjust-balance <userId> <value> [memo] [ref]',
    run: async (args, api) => {
      need(args, 2, COMMANDS['adjust-balance'].usage);
      const [id, value, memo, ref] = args;
      return api('POST', `/admin/api/users/${encodeURIComponent(id)}/adjust`, { value, ...(memo ? { memo } : {}), ...(ref ? { ref } : {}) });
    },
  },
  ...ACCOUNT_COMMANDS,
  ...FUNDS_COMMANDS,
  ...CONTENT_COMMANDS,
  ...TRADING_COMMANDS,
};

/** HTTP client of the admin API; throws with the server's msg when the envelope code is not 1. */
export function createAdminApi(baseUrl: string, token: string, fetchImpl: typeof fetch = fetch): AdminApi {
  return async (method, path, body) => {
    const res = await fetchImpl(new URL(path, baseUrl), {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let json: { code?: number; msg?: string; data?: unknown };
    try {
      json = JSON.parse(text);
    } catch {
      throw new Error(`HTTP ${res.status}: ${text.slice(0, 200)}`);
    }
    if (json.code !== 1) throw new Error(json.msg || `HTTP ${res.status}`);
    return json.data;
  };
}

export function helpText(): string {
  return [
    'usage: npm run admin -- <command> [args]', '', 'commands:', `  ${CREATE_OPERATOR_USAGE}`, `  ${RESEAL_SECRETS_USAGE}`, ...Object.values(COMMANDS).map((c) => `  ${c.usage}`), '',
    'env: PIPKIT_URL (default http://localhost:8080), ADMIN_TOKEN; create-operator: DATA_DIR or DATABASE_URL, OPERATOR_PASSWORD;',
    'reseal-secrets: DATA_DIR or DATABASE_URL, SECRET_KEY, SECRET_KEY_PREVIOUS',
  ].join('\n');
}

export async function runCli(argv: string[], env: NodeJS.ProcessEnv, api?: AdminApi): Promise<unknown> {
  const [name, ...args] = argv;
  // The bootstrap works on the database, not the API (operators/cli.ts).
  if (name === 'create-operator') return (await import('../operators/cli.js')).createOperatorCommand(args, env);
  if (name === 'reseal-secrets') return (await import('../auth/reseal-cli.js')).resealSecretsCommand(args, env);
  const command = name ? COMMANDS[name] : undefined;
  if (!command) throw new UsageError(helpText());
  if (!api) {
    if (!env.ADMIN_TOKEN) throw new UsageError('ADMIN_TOKEN is not set');
    api = createAdminApi(env.PIPKIT_URL || 'http://localhost:8080', env.ADMIN_TOKEN);
  }
  return command.run(args, api);
}
