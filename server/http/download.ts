import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Answers `body` as a file to download under `name` (a statement, the books, the user list, a client's copy of their
 * data): never kept by a cache on the way, since each holds someone's money or personal data. The name is ours
 * (numbers, dates and dashes), never typed by anyone, so it goes into the header as it is.
 */
export const sendDownload = (reply: FastifyReply, name: string, type: string, body: string | Readable) =>
  reply.type(type).header('Content-Disposition', `attachment; filename="${name}"`).header('Cache-Control', 'no-store').send(body);
