import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { installMessageTranslation } from '../i18n/messages.js';

// The response envelope of every API call (CONVENTIONS "Server layout"): {code, msg, data}.
// code 1 = success, 999 = session problem, anything else = failure whose msg the client shows as a toast.
// Messages are written in English; server/i18n/messages.ts renders `msg` in the request's `lang` on the way out.

export const CODE_OK = 1;
export const CODE_FAIL = 0;
export const CODE_LOGIN = 999;

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export function ok<T>(data: T, msg = 'success'): Envelope<T> {
  return { code: CODE_OK, msg, data };
}

/** Thrown anywhere in a handler: becomes `{code, msg, data:null}` with HTTP 200 (or `httpStatus`). */
export class AppError extends Error {
  constructor(
    message: string,
    public code: number = CODE_FAIL,
    public httpStatus = 200,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const loginRequired = () => new AppError('Please log in', CODE_LOGIN);

/** Turns the first ajv error into "<field> <problem>", e.g. "demo_id must NOT have fewer than 8 characters". */
export function validationMessage(error: FastifyError): string {
  const v = error.validation?.[0];
  if (!v) return 'Invalid request';
  const params = v.params as Record<string, unknown> | undefined;
  if (v.keyword === 'required' && params?.missingProperty) return `${String(params.missingProperty)} is required`;
  const path = (v.instancePath || '').replace(/^\//, '').replace(/\//g, '.');
  const field = path || (error.validationContext === 'querystring' ? 'query' : error.validationContext || 'body');
  if (v.keyword === 'enum' && Array.isArray(params?.allowedValues))
    return `${field} must be one of: ${params.allowedValues.join(', ')}`;
  return `${field} ${v.message ?? 'is invalid'}`;
}

function send(reply: FastifyReply, status: number, code: number, msg: string) {
  // Bypass the route's response serializer: it describes the success shape, not {data:null}.
  return reply.status(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send({ code, msg, data: null });
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) return send(reply, error.httpStatus, error.code, error.message);
  if (error.validation) return send(reply, 200, CODE_FAIL, validationMessage(error));
  const status = error.statusCode ?? 500;
  if (status === 429) return send(reply, 429, CODE_FAIL, 'Too many requests, please try again later');
  if (status >= 400 && status < 500) {
    // Framework client errors (bad JSON, unsupported media type, body too large): their messages carry no secrets.
    request.log.info({ code: error.code, reason: error.message }, 'client error');
    return send(reply, status, CODE_FAIL, error.message || 'Bad request');
  }
  request.log.error({ err: error }, 'unexpected error');
  return send(reply, 500, CODE_FAIL, 'Internal error');
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 404, CODE_FAIL, `Not found: ${request.method} ${request.url.split('?')[0].slice(0, 200)}`);
}

/** Installs the envelope error and 404 handlers and the `msg` translation (server/i18n) on the root instance. */
export function installEnvelope(app: FastifyInstance) {
  installMessageTranslation(app);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
}
