import { spawn } from 'node:child_process';
import type { Page } from 'playwright-core';
import type { RunningServer } from './harness';
import { totpCode } from '../server/auth/totp';

// The operator console's way in for browser journeys: an operator made with the CLI on the server's database, then
// signed in with password and TOTP.

export const OPERATOR_PASSWORD = 'desk-boss-password';

export function createOperator(server: RunningServer, email: string, name: string, role: string): Promise<{ totp_secret: string }> {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, ['--import', 'tsx', 'server/admin/cli-main.ts', 'create-operator', email, name, role], {
      env: { ...process.env, DATA_DIR: server.dataDir, OPERATOR_PASSWORD, DATABASE_URL: '' },
    });
    let out = '';
    let err = '';
    p.stdout.on('data', (d) => (out += d));
    p.stderr.on('data', (d) => (err += d));
    p.on('close', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(err))));
  });
}

export async function signIn(page: Page, server: RunningServer, email: string, secret: string) {
  await page.goto(`${server.url}/console`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(OPERATOR_PASSWORD);
  await page.getByLabel('Authenticator code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
}
