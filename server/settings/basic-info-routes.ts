import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope.js';
import { replies } from '../http/schemas.js';
import { getSettings } from './index.js';

const basicInfo = {
  type: 'object',
  required: ['service_link', 'verify_reg_type', 'service_link_type', 'trade_fee_type', 'title'],
  properties: {
    service_link: { type: 'string', description: 'Customer chat URL' },
    service_link_type: { type: 'integer', description: '2 = show/copy the link, 3 = redirect, otherwise in-app chat' },
    verify_reg_type: { type: 'integer', description: '2 = picture captcha, otherwise SMS/e-mail code' },
    trade_fee_type: { type: 'integer', description: '1 = fee per lot, otherwise a ratio of margin' },
    title: { type: 'string', description: 'Site title (DEMO adds a test note to the announcement)' },
  },
} as const;

const toInt = (s: string) => (/^-?\d+$/.test(s) ? Number(s) : 0);

export const basicSetRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/basicSet/getBasicInfo', {
    schema: { tags: ['general'], summary: 'Public server settings', response: replies(basicInfo) },
    handler: async () => {
      const s = await getSettings(app.db, ['service_link', 'verify_reg_type', 'service_link_type', 'trade_fee_type', 'title']);
      return ok({
        service_link: s.service_link,
        service_link_type: toInt(s.service_link_type),
        verify_reg_type: toInt(s.verify_reg_type),
        trade_fee_type: toInt(s.trade_fee_type),
        title: s.title,
      });
    },
  });
};
