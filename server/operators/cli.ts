import { createInterface } from 'node:readline';
import QRCode from 'qrcode';
import { createOperator, operatorOut } from './accounts.js';
import { insertAudit } from './audit.js';
import { UsageError } from '../admin/cli.js';

// `npm run admin -- create-operator <email> <name> [role]`: the bootstrap of the back office. It works on the database
// itself (DATA_DIR or DATABASE_URL, as the server), not over HTTP, so the first operator needs no token and no running
// server: whoever can run commands on the server machine is already trusted with it. The password comes from
// OPERATOR_PASSWORD, else it is asked for on the terminal (not echoed), else read from the first line of stdin.
// Prints the operator and the TOTP secret as JSON on stdout, and the QR code to scan on stderr when it is a terminal.

import { CREATE_OPERATOR_USAGE } from './usage.js';
import { onServerDatabase } from '../admin/local-db.js';

async function readPassword(env: NodeJS.ProcessEnv): Promise<string> {
  if (env.OPERATOR_PASSWORD) return env.OPERATOR_PASSWORD;
  const tty = process.stdin.isTTY;
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: tty });
  if (tty) {
    // Echo nothing while the password is typed.
    const out = rl as unknown as { _writeToOutput: (s: string) => void };
    process.stderr.write('Password for the new operator: ');
    out._writeToOutput = () => {};
  }
  const line = await new Promise<string>((done) => rl.once('line', done).once('close', () => done('')));
  rl.close();
  if (tty) process.stderr.write('\n');
  return line;
}

export async function createOperatorCommand(args: string[], env: NodeJS.ProcessEnv): Promise<unknown> {
  const [email, name, role = 'admin'] = args;
  if (!email || !name) throw new UsageError(`usage: ${CREATE_OPERATOR_USAGE}`);
  const password = await readPassword(env);
  // The same database and key as the server's (auth/secret-box.ts): SECRET_KEY, or the data folder's secret.key.
  return onServerDatabase(env, async (db, secrets) => {
    const r = await createOperator(db, secrets, { email, name, role, password });
    await insertAudit(db, {
      operator_id: null, actor: 'cli', role: 'admin', action: 'operator.create', target_type: 'operator', target_id: String(r.operator.id),
      outcome: 'ok', after: JSON.stringify(operatorOut(r.operator)), input: JSON.stringify({ email, name, role }), ip: 'local', user_agent: 'pipkit-admin create-operator',
    });
    if (process.stderr.isTTY) {
      process.stderr.write(`Scan this with an authenticator app (or enter the secret ${r.secret}):\n`);
      process.stderr.write(await QRCode.toString(r.link, { type: 'terminal', small: true }));
    }
    return { operator: operatorOut(r.operator), totp_secret: r.secret, totp_link: r.link };
  });
}
