/** Image upload and private reading of uploaded images (identity documents, deposit proofs). */
import multipart from '@fastify/multipart';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { AppError, CODE_FAIL, ok } from '../http/envelope.js';
import { authHeaders, replies } from '../http/schemas.js';
import { MAX_UPLOAD_BYTES, NAME_PATTERN, storeImage, uploadDir } from './uploads.js';
import { mayReadUpload } from './upload-links.js';

export const uploadRoutes: FastifyPluginAsync<{ perMinute: number }> = async (app, opts) => {
  // One byte over the limit is read, so a file that reaches it is seen as too large, never kept cut to the limit.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 5, parts: 6 } });

  app.post('/api/common/image_upload', {
    onRequest: app.requireReal,
    config: { rateLimit: { max: opts.perMinute, timeWindow: '1 minute' } },
    schema: {
      tags: ['general'],
      summary: 'Upload one image (multipart field file; PNG, JPEG, GIF or WebP by content, at most 5 MB)',
      headers: authHeaders,
      consumes: ['multipart/form-data'],
      response: replies({ type: 'object', required: ['url'], properties: { url: { type: 'string', description: 'Path of the stored image, e.g. /uploads/….png' } } }),
    },
    handler: async (request) => {
      if (!request.isMultipart()) throw new AppError('uploadMultipart');
      let file;
      try {
        file = await request.file();
      } catch {
        throw new AppError('uploadMultipart');
      }
      if (!file) throw new AppError('uploadMultipart');
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (e) {
        if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('uploadTooLarge');
        throw e;
      }
      // The stream may report the limit after its last chunk was read: a truncated file is refused, whatever toBuffer did.
      if (file.file.truncated) throw new AppError('uploadTooLarge');
      const { url } = await storeImage(app.db, app.config.dataDir, request.user!.id, bytes);
      return ok({ url: app.uploadLinks.sign(url) });
    },
  });

  app.get<{ Params: { name: string }; Querystring: { exp?: string; sig?: string } }>('/uploads/:name', {
    schema: {
      tags: ['general'],
      summary: 'A private uploaded image: for a signed link (exp, sig) as handed to its owner, its owner\'s session or the admin token',
      params: { type: 'object', properties: { name: { type: 'string', maxLength: 80 } } },
      querystring: { type: 'object', properties: { exp: { type: 'string', maxLength: 12 }, sig: { type: 'string', maxLength: 64 } } },
    },
    handler: async (request, reply) => {
      const { name } = request.params;
      const row = NAME_PATTERN.test(name) ? await app.db.selectFrom('uploads').select(['mime', 'size', 'user_id']).where('name', '=', name).executeTakeFirst() : undefined;
      const path = join(uploadDir(app.config.dataDir), name);
      // Someone else's file answers exactly like a missing one: its existence is not revealed.
      const allowed = !!row && (app.uploadLinks.verify(name, request.query.exp, request.query.sig) || (await mayReadUpload(app, request, row.user_id)));
      if (!row || !allowed || !(await stat(path).catch(() => null))) throw new AppError('notFound', {}, CODE_FAIL, 404);
      return reply
        .type(row.mime)
        .header('Content-Length', row.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', `inline; filename="${name}"`)
        .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox")
        .header('Cache-Control', 'private, no-store')
        .send(createReadStream(path));
    },
  });
};
