import type { ComponentType } from 'react';
import { Audit } from './Audit';
import { Books } from './Books';
import { Closures } from './Closures';
import { Dashboard } from './Dashboard';
import { Deposits } from './Deposits';
import { Identity } from './Identity';
import { Instruments } from './Instruments';
import { Margin } from './Margin';
import { News } from './News';
import { Operators } from './Operators';
import { Site } from './Site';
import { Support } from './Support';
import { Users } from './Users';
import { Withdrawals } from './Withdrawals';

/** The console's screens, in menu order; a role sees those its permissions open (operators/roles.ts on the server). */
export const SCREENS: { path: string; label: string; permission: string; component: ComponentType }[] = [
  { path: '/', label: 'console.nav.dashboard', permission: 'users.read', component: Dashboard },
  { path: '/users', label: 'console.nav.users', permission: 'users.read', component: Users },
  { path: '/deposits', label: 'console.nav.deposits', permission: 'funds.read', component: Deposits },
  { path: '/withdrawals', label: 'console.nav.withdrawals', permission: 'funds.read', component: Withdrawals },
  { path: '/books', label: 'console.nav.books', permission: 'funds.read', component: Books },
  { path: '/identity', label: 'console.nav.identity', permission: 'identity.read', component: Identity },
  { path: '/margin', label: 'console.nav.margin', permission: 'dealing.read', component: Margin },
  { path: '/instruments', label: 'console.nav.instruments', permission: 'dealing.read', component: Instruments },
  { path: '/closures', label: 'console.nav.closures', permission: 'dealing.read', component: Closures },
  { path: '/news', label: 'console.nav.news', permission: 'content.write', component: News },
  { path: '/site', label: 'console.nav.site', permission: 'content.write', component: Site },
  { path: '/support', label: 'console.nav.support', permission: 'support.chat', component: Support },
  { path: '/audit', label: 'console.nav.audit', permission: 'audit.read', component: Audit },
  { path: '/operators', label: 'console.nav.operators', permission: 'operators.manage', component: Operators },
];
