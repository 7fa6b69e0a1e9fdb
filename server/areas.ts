import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './accounts/routes.js';
import { contentRoutes } from './content/routes.js';
import { tradingPlugin } from './trading/plugin.js';
import { forexRoutes } from './trading/routes.js';
import { notesRoutes } from './trading/notes.js';
import { hoursRoutes } from './trading/hours.js';
import { sentimentRoutes } from './trading/sentiment.js';
import { pairsRoutes } from './trading/pairs.js';
import { marginCallRoutes } from './trading/margin-call-history.js';
import { copyRoutes } from './copy/routes.js';
import { copyConsentRoutes } from './copy/consent.js';
import { fundsRoutes } from './funds/routes.js';
import { basicSetRoutes } from './settings/basic-info-routes.js';
import { defaultRoutes } from './settings/routes.js';
import { tradersRoutes } from './traders/routes.js';
import { userRoutes } from './users/routes.js';
import { mainRoutes } from './wallet/routes.js';
import { resultsRoutes } from './statements/results.js';
import { statementRoutes } from './statements/routes.js';
import { limitRoutes } from './limits/routes.js';
import { privacyRoutes } from './privacy/routes.js';
import { closureRoutes } from './closure/routes.js';

// Every API area is one fastify plugin in its own folder (`server/<area>/routes.ts`); app.ts registers them in this
// order after db, hub and auth exist, so a plugin can use app.db, app.hub, app.requireUser/requireReal and
// app.demoResetHooks. Add new areas here.
export const routePlugins: FastifyPluginAsync[] = [defaultRoutes, basicSetRoutes, userRoutes, accountRoutes, mainRoutes, fundsRoutes, tradingPlugin, forexRoutes, hoursRoutes, sentimentRoutes, notesRoutes, pairsRoutes, marginCallRoutes, copyRoutes, copyConsentRoutes, tradersRoutes, contentRoutes, statementRoutes, resultsRoutes, limitRoutes, privacyRoutes, closureRoutes];
