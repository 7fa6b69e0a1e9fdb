import type { FastifyInstance } from 'fastify';
import { createOperator } from './accounts.js';
import { totpCode } from '../auth/totp.js';
import type { Role } from './roles.js';

// Test helpers: an operator of a role, signed in through the real route with a real TOTP code.

let n = 0;
export async function signedInOperator(app: FastifyInstance, role: Role, password = 'operator-pass-1') {
  const email = `${role}-${++n}-${Math.random().toString(36).slice(2, 8)}@desk.example`;
  const { operator, secret } = await createOperator(app.db, app.secrets, { email, name: `${role} ${n}`, role, password });
  const res = await app.inject({ method: 'POST', url: '/admin/api/session', payload: { email, password, code: totpCode(secret) } });
  const body = res.json() as { code: number; msg: string; data: { token: string } };
  if (body.code !== 1) throw new Error(body.msg);
  return { operator, secret, email, password, token: body.data.token, headers: { authorization: `Bearer ${body.data.token}` } };
}
