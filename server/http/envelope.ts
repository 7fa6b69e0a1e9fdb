import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isConflictRollback } from '../db/errors.js';
import { englishMessage, installMessageTranslation, rememberMessage, renderMessage, requestLang, type MessageKey, type MessageParams } from '../i18n/messages.js';

// The response envelope of every API call (CONVENTIONS "Server layout"): {code, msg, data}.
// code 1 = success, 999 = session problem, anything else = failure whose msg the client shows as a toast.
// Messages are catalogue keys (server/i18n/messages.ts), rendered in the request's `lang` on the way out.

export const CODE_OK = 1;
export const CODE_FAIL = 0;
export const CODE_LOGIN = 999;
/** The request needs a picture captcha (GET /api/captcha, then send its key and text): e.g. a login after failures. */
export const CODE_CAPTCHA = 2;
/** The account has two-step sign-in on: send the login again with `totp_code` (users/two-factor.ts). */
export const CODE_TWO_FACTOR = 3;

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export function ok<T>(data: T, key?: MessageKey, params?: MessageParams): Envelope<T> {
  if (!key) return { code: CODE_OK, msg: 'success', data };
  const envelope = { code: CODE_OK, msg: englishMessage(key, params), data };
  rememberMessage(envelope, key, params);
  return envelope;
}

/**
 * A refusal thrown anywhere in a service or handler: becomes `{code, msg, data:null}` with HTTP 200 (or
 * `httpStatus`), `msg` rendered from `key` in the request's language. Callers that must react to one refusal test
 * `error.key`, never the text. `message` is the English text, for logs.
 */
export class AppError extends Error {
  constructor(
    public readonly key: MessageKey,
    public readonly params: MessageParams = {},
    public readonly code: number = CODE_FAIL,
    public readonly httpStatus = 200,
  ) {
    super(englishMessage(key, params));
    this.name = 'AppError';
  }

  /** True when `e` is this refusal (e.g. the ledger's 'insufficientBalance' seen by the engine). */
  static is(e: unknown, key: MessageKey): e is AppError {
    return e instanceof AppError && e.key === key;
  }
}

/**
 * A refusal only operators see (admin API and CLI): plain English, not in the user catalogue, never translated.
 */
export class OperatorError extends Error {
  constructor(
    message: string,
    public readonly code: number = CODE_FAIL,
    public readonly httpStatus = 200,
  ) {
    super(message);
    this.name = 'OperatorError';
  }
}

export const loginRequired = () => new AppError('loginRequired', {}, CODE_LOGIN);

// ajv keyword → catalogue key; the params ajv reports become the message's values.
const AJV_KEYS: Record<string, MessageKey> = {
  minLength: 'fieldTooShort',
  maxLength: 'fieldTooLong',
  maxItems: 'fieldTooManyItems',
  minimum: 'fieldMin',
  maximum: 'fieldMax',
  pattern: 'fieldPattern',
  format: 'fieldFormat',
};
const AJV_TYPES: Record<string, MessageKey> = {
  integer: 'fieldInteger',
  number: 'fieldNumber',
  string: 'fieldString',
  boolean: 'fieldBoolean',
  object: 'fieldObject',
  array: 'fieldArray',
};

type Validation = { key: MessageKey; params: MessageParams } | { text: string };

/**
 * The first ajv error as a catalogue message, e.g. fieldTooShort {field: 'demo_id', limit: 8}; a keyword the
 * catalogue has no message for keeps ajv's English wording ("<field> must be > 0"), like other framework errors.
 */
export function validationMessage(error: FastifyError): Validation {
  const v = error.validation?.[0];
  if (!v) return { key: 'invalidRequest', params: {} };
  const params = (v.params ?? {}) as Record<string, unknown>;
  if (v.keyword === 'required' && params.missingProperty) return { key: 'fieldRequired', params: { field: String(params.missingProperty) } };
  const path = (v.instancePath || '').replace(/^\//, '').replace(/\//g, '.');
  const field = path || (error.validationContext === 'querystring' ? 'query' : error.validationContext || 'body');
  if (v.keyword === 'enum' && Array.isArray(params.allowedValues)) return { key: 'fieldOneOf', params: { field, values: params.allowedValues.join(', ') } };
  if (v.keyword === 'type' && AJV_TYPES[String(params.type)]) return { key: AJV_TYPES[String(params.type)], params: { field } };
  const key = AJV_KEYS[v.keyword];
  if (key) return { key, params: { field, limit: String(params.limit ?? ''), pattern: String(params.pattern ?? ''), format: String(params.format ?? '') } };
  return { text: `${field} ${v.message ?? 'is invalid'}` };
}

function send(reply: FastifyReply, status: number, code: number, msg: string) {
  // Bypass the route's response serializer: it describes the success shape, not {data:null}.
  return reply.status(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send({ code, msg, data: null });
}

/**
 * A transaction the database rolled back because of another one (a deadlock, a lock not granted in time) as the
 * refusal its user sees: nothing was saved, and sending it again can succeed (503 and Retry-After, not an internal
 * error). Null for any other error.
 */
export function conflictRefusal(e: unknown): AppError | null {
  return isConflictRollback(e) ? new AppError('busyRetry', {}, CODE_FAIL, 503) : null;
}

export function errorHandler(error: FastifyError | AppError | OperatorError, request: FastifyRequest, reply: FastifyReply) {
  const lang = requestLang(request);
  const refuse = (e: AppError) => {
    if (e.httpStatus === 503) reply.header('retry-after', '1');
    return send(reply, e.httpStatus, e.code, renderMessage(lang, e.key, e.params));
  };
  const conflict = conflictRefusal(error);
  if (conflict) {
    request.log.warn({ err: error }, 'transaction rolled back by a conflict, the client may retry');
    return refuse(conflict);
  }
  if (error instanceof AppError) return refuse(error);
  if (error instanceof OperatorError) return send(reply, error.httpStatus, error.code, error.message);
  if (error.validation) {
    const v = validationMessage(error);
    return send(reply, 200, CODE_FAIL, 'text' in v ? v.text : renderMessage(lang, v.key, v.params));
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return send(reply, 429, CODE_FAIL, renderMessage(lang, 'tooManyRequests'));
  if (status >= 400 && status < 500) {
    // Framework client errors (bad JSON, unsupported media type, body too large): their messages carry no secrets.
    request.log.info({ code: error.code, reason: error.message }, 'client error');
    return send(reply, status, CODE_FAIL, error.message || 'Bad request');
  }
  request.log.error({ err: error }, 'unexpected error');
  return send(reply, 500, CODE_FAIL, renderMessage(lang, 'internalError'));
}

/** Errors the router raises before any route runs (a malformed URL, a path parameter over the length limit). */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ code: error.code }, 'client error');
  return send(reply, error.statusCode ?? 400, CODE_FAIL, renderMessage(requestLang(request), 'badRequest'));
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  const route = `${request.method} ${request.url.split('?')[0].slice(0, 200)}`;
  return send(reply, 404, CODE_FAIL, renderMessage(requestLang(request), 'notFoundRoute', { route }));
}

/** Installs the envelope error and 404 handlers and the `msg` translation (server/i18n) on the root instance. */
export function installEnvelope(app: FastifyInstance) {
  installMessageTranslation(app);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
}
