/**
 * How a gateway or an engine proves itself to NATS and checks it talks to the right server (docs/cluster.md "Securing
 * the bus"): the environment's NATS_* variables, read and checked once at start, so a missing file or a half-given
 * pair stops the start with its reason instead of failing at the first reconnect.
 */
import { accessSync, constants } from 'node:fs';

export interface NatsSecurity {
  /** NATS_USER and NATS_PASSWORD: a user of the server's `authorization` block. */
  user?: string;
  pass?: string;
  /** NATS_TOKEN: the server's `authorization { token }`. */
  token?: string;
  /** NATS_CREDS: a .creds file (a user JWT and its NKEY seed, decentralised auth). */
  credsFile?: string;
  /** NATS_TLS_CA (the server's CA, turns TLS on), NATS_TLS_CERT and NATS_TLS_KEY (a client certificate, mutual TLS). */
  tls?: { caFile?: string; certFile?: string; keyFile?: string };
}

type Env = Record<string, string | undefined>;

/** The NATS_* variables as options (nothing given: an empty object); throws the reason they cannot be used. */
export function natsSecurityFromEnv(env: Env): NatsSecurity {
  const v = (name: string) => (env[name] ? env[name] : undefined);
  const user = v('NATS_USER');
  const pass = v('NATS_PASSWORD');
  const token = v('NATS_TOKEN');
  const credsFile = v('NATS_CREDS');
  if (!user !== !pass) throw new Error('NATS_USER and NATS_PASSWORD: give both or neither');
  const ways = [user && 'NATS_USER', token && 'NATS_TOKEN', credsFile && 'NATS_CREDS'].filter(Boolean);
  if (ways.length > 1) throw new Error(`${ways.join(', ')}: give one way to log in to NATS`);

  const tls = { caFile: v('NATS_TLS_CA'), certFile: v('NATS_TLS_CERT'), keyFile: v('NATS_TLS_KEY') };
  if (!tls.certFile !== !tls.keyFile) throw new Error('NATS_TLS_CERT and NATS_TLS_KEY: give both or neither');
  for (const [name, file] of [['NATS_CREDS', credsFile], ['NATS_TLS_CA', tls.caFile], ['NATS_TLS_CERT', tls.certFile], ['NATS_TLS_KEY', tls.keyFile]] as const) {
    if (file) readable(name, file);
  }

  const out: NatsSecurity = {};
  if (user) Object.assign(out, { user, pass });
  if (token) out.token = token;
  if (credsFile) out.credsFile = credsFile;
  if (tls.caFile || tls.certFile) out.tls = Object.fromEntries(Object.entries(tls).filter(([, f]) => f));
  return out;
}

function readable(name: string, file: string): void {
  try {
    accessSync(file, constants.R_OK);
  } catch {
    throw new Error(`${name}=${file}: the file cannot be read`);
  }
}

/** The server's address for messages and logs, without a password or token written into it. */
export function redactUrl(url: string): string {
  return url.replace(/\/\/[^@/,]*@/g, '//***@');
}
