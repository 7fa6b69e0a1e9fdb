import type { FastifyPluginAsync } from 'fastify';
import { AREAS } from '../data/areas.js';
import { AppError, ok } from '../http/envelope.js';
import { replies } from '../http/schemas.js';
import { PUBLIC_SETTING_KEYS, getSetting, getSettings } from './index.js';

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

  // Several public settings in one answer (extension, docs/server.md "Settings"): a screen that needs two of them
  // (the account summary's risk levels) asks once, which on a phone's first load is one request less beside the
  // app's code.
  app.get<{ Querystring: { keys: string } }>('/api/default/settings', {
    schema: {
      tags: ['general'],
      summary: 'Several public server settings at once, by their keys separated by commas (stop_out_level,margin_call_level)',
      querystring: {
        type: 'object',
        required: ['keys'],
        properties: { keys: { type: 'string', minLength: 1, maxLength: 512, pattern: '^[a-z0-9_]+(,[a-z0-9_]+)*$' } },
      },
      response: replies({ type: 'object', additionalProperties: { type: 'string' }, description: 'Each key asked for with its value as a string' }),
    },
    handler: async (request) => {
      const keys = [...new Set(request.query.keys.split(','))];
      if (!keys.every((key) => PUBLIC_SETTING_KEYS.has(key))) throw new AppError('unknownSetting');
      return ok(await getSettings(app.db, keys));
    },
  });
};
