import type { FastifyPluginAsync } from 'fastify';
import { AREAS } from '../data/areas.js';
import { AppError, ok } from '../http/envelope.js';
import { replies } from '../http/schemas.js';
import { PUBLIC_SETTING_KEYS, getSetting } from './index.js';

const areaList = {
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'code', 'global_code', 'name'],
    properties: { id: { type: 'integer' }, code: { type: 'string' }, global_code: { type: 'string' }, name: { type: 'string' } },
  },
} as const;

export const defaultRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/default/area_list', {
    schema: { tags: ['general'], summary: 'Country calling codes', response: replies(areaList) },
    handler: async () => ok(AREAS),
  });

  app.get<{ Querystring: { key: string } }>('/api/default/setting', {
    schema: {
      tags: ['general'],
      summary: 'One public server setting, e.g. is_show_mobile (1 = area code + phone, 3 = phone only)',
      querystring: {
        type: 'object',
        required: ['key'],
        properties: { key: { type: 'string', minLength: 1, maxLength: 64 } },
      },
      response: replies({ type: 'string', description: 'The value as a string' }),
    },
    handler: async (request) => {
      const { key } = request.query;
      if (!PUBLIC_SETTING_KEYS.has(key)) throw new AppError('unknownSetting');
      return ok(await getSetting(app.db, key));
    },
  });
};
