import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, CODE_FAIL, OperatorError } from '../http/envelope.js';
import { tokenFromHeader } from '../auth/sessions.js';
import { arrivedOnAdminListener } from '../admin/listener.js';
import { FailureThrottle, adminTokenMatcher } from '../admin/token.js';
import { findOperatorSession } from './accounts.js';
import { recordForbidden } from './audit.js';
import { PERMISSIONS, can, type RouteAccess } from './roles.js';

// The gate of every /admin/api route (docs/operators.md "Roles"). Each route declares `config.access`: a permission
// from roles.ts, 'signed-in' or 'public'; a route without one stops the server at start-up, so nothing is reachable
// by accident. A request is allowed for an operator session whose role holds the permission, or for the automation
// token (ADMIN_TOKEN, acting as admin) when the server was started with one.

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** A POST that changes nothing (a preview): no audit row is due. */
    readOnly?: boolean;
  }
  interface FastifyInstance {
    /** Every admin route and what it needs (the generated role tests read it). */
    adminAccess: { method: string; url: string; access: RouteAccess }[];
    /** Changes that reached their handler and answered without an audit row: a bug, counted for the tests. */
    adminUnaudited: { count: number };
  }
  interface FastifyRequest {
    reachedHandler: boolean;
  }
}

export const notAllowed = () => new OperatorError('Your role does not allow this', CODE_FAIL, 403);
const signInRequired = () => new OperatorError('Sign in to the operator console', 999, 401);

export function installOperatorGuard(app: FastifyInstance, opts: { adminToken?: string }): void {
  const table = app.adminAccess; // decorated on the root (app.ts), so tests and docs see it
  app.decorateRequest('operator', null);
  app.decorateRequest('audited', false);

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) throw new Error(`admin route ${route.method} ${route.url} declares no config.access`);
    if (access !== 'public' && access !== 'signed-in' && !(access in PERMISSIONS)) throw new Error(`admin route ${route.url}: unknown access ${access}`);
    for (const method of [route.method].flat()) if (method !== 'HEAD') table.push({ method, url: route.url, access });
    if (route.schema) {
      const who = access === 'public' ? 'Anyone (signing in).' : access === 'signed-in' ? 'Any signed-in operator.' : `Permission \`${access}\`: roles ${['admin', ...PERMISSIONS[access].filter((r) => r !== 'admin')].join(', ')}.`;
      route.schema = { ...route.schema, security: access === 'public' ? [] : [{ operatorSession: [] }, { adminToken: [] }], description: [route.schema.description, who].filter(Boolean).join(' ') };
    }
  });

  const tokenMatches = opts.adminToken ? adminTokenMatcher(opts.adminToken) : null;
  const throttle = new FailureThrottle();

  app.addHook('onRequest', async (request: FastifyRequest) => {
    // With a separate admin listener (ADMIN_PORT), the public port does not serve the admin API at all.
    if (!arrivedOnAdminListener(app, request)) throw new AppError('notFoundRoute', { route: `${request.method} ${request.url.split('?')[0].slice(0, 200)}` }, CODE_FAIL, 404);
    const access = request.routeOptions.config.access;
    if (access === 'public') return;
    if (throttle.blocked(request.ip)) throw new AppError('tooManyRequests', {}, CODE_FAIL, 429);
    if (tokenMatches?.(request.headers.authorization)) {
      request.operator = { operatorId: null, actor: 'token', role: 'admin', sessionId: null };
    } else {
      const token = tokenFromHeader(request.headers.authorization);
      const found = token ? await findOperatorSession(app.db, token) : null;
      if (!found) {
        throttle.fail(request.ip);
        request.log.warn({ ip: request.ip }, 'admin API: no valid operator session or token');
        throw signInRequired();
      }
      request.operator = { operatorId: found.operator.id, actor: found.operator.email, role: found.operator.role, sessionId: found.sessionId };
    }
    if (access && access !== 'signed-in' && !can(request.operator.role, access)) {
      // An attempt beyond one's role is worth a look: it goes to the audit log (nothing changed, outcome 'forbidden').
      if (request.method !== 'GET') await recordForbidden(app, request, access);
      throw notAllowed();
    }
  });

  // A change that reached its handler and answered without an audit row is a bug in its route (checks belong inside
  // `audited`, so refusals are written too): it is logged loudly and counted, and the role tests fail on it.
  app.decorateRequest('reachedHandler', false);
  app.addHook('preHandler', async (request) => {
    request.reachedHandler = true;
  });
  app.addHook('onResponse', async (request) => {
    const { access, readOnly } = request.routeOptions.config;
    if (request.method !== 'GET' && !readOnly && access !== 'public' && access !== 'signed-in' && request.reachedHandler && !request.audited) {
      app.adminUnaudited.count++;
      request.log.error({ url: request.url }, 'admin API: a change without an audit row');
    }
  });
}
