/**
 * How every role logs (docs/deploy.md "Logs"): JSON lines on stdout at LOG_LEVEL (default info), one line per
 * request when it is answered (method, address, client, status, time taken) instead of Fastify's two (received,
 * completed): the same facts, half the lines, and half the writes (a line is written at once when no write is under
 * way, which on the 2-core benchmark machine was a tenth of a gateway's time per order at two lines).
 *
 * Lines are not held back for fuller writes on purpose: pino's buffered destination (sonic-boom with minLength)
 * retries a failed final flush forever when stdout is a closed pipe (a log collector gone), so a server told to stop
 * by SIGTERM never exits (docs/deploy.md "Logs").
 */
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

/** Fastify's own request lines: one when the answer is sent (or fails), none when the request arrives. */
class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** Fastify's logger options; `false` (tests) logs nothing. */
export function loggerOptions(enabled: boolean | undefined): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (enabled === false) return { logger: false };
  return { logger: { level: process.env.LOG_LEVEL ?? 'info' }, logController: new AccessLog() };
}
