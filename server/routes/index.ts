import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './accounts.js';
import { basicSetRoutes } from './basicSet.js';
import { contentRoutes } from './content.js';
import { defaultRoutes } from './default.js';
import { forexRoutes } from './forex.js';
import { fundsRoutes } from './funds.js';
import { tradingPlugin } from '../engine/plugin.js';
import { mainRoutes } from './main.js';
import { userRoutes } from './user.js';

// Every API area is one fastify plugin; app.ts registers them in this order after db, hub and auth exist, so a
// plugin can use app.db, app.hub, app.requireUser/requireReal and app.demoResetHooks. Add new areas here.
export const routePlugins: FastifyPluginAsync[] = [defaultRoutes, basicSetRoutes, userRoutes, accountRoutes, mainRoutes, fundsRoutes, tradingPlugin, forexRoutes, contentRoutes];
