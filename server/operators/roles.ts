// Who may do what in the back office (docs/operators.md "Roles"). One table, read by the route guard
// (operators/guard.ts), the console (which hides what a role cannot use) and the generated role tests.

export const ROLES = ['support', 'finance', 'compliance', 'dealing', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const ALL = ROLES;

/** Permission → the roles that hold it. `admin` holds every permission. */
export const PERMISSIONS = {
  /** Dashboard figures, the user list and a user's profile, balance, ledger, positions and sessions. */
  'users.read': ALL,
  'users.write': ['support', 'admin'],
  /** Lock a user out (every session ends) and unlock. */
  'users.lock': ['support', 'compliance', 'admin'],
  'balance.adjust': ['finance', 'admin'],
  'funds.read': ['finance', 'compliance', 'admin'],
  'funds.review': ['finance', 'admin'],
  'funds.configure': ['finance', 'admin'],
  'identity.read': ['compliance', 'admin'],
  'identity.review': ['compliance', 'admin'],
  /** Instruments with live quotes, and the margin monitor (trading/margin-monitor.ts). */
  'dealing.read': ['dealing', 'finance', 'admin'],
  'dealing.write': ['dealing', 'admin'],
  /** Close a client's position or cancel their pending order on their behalf (trading/desk.ts). */
  'dealing.close': ['dealing', 'admin'],
  'content.write': ['support', 'admin'],
  'support.chat': ['support', 'admin'],
  /** The development outbox (codes sent by e-mail/SMS when no provider is configured). */
  'outbox.read': ['support', 'admin'],
  'settings.write': ['admin'],
  'audit.read': ['compliance', 'admin'],
  'operators.manage': ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

/** Routes anyone may call (signing in) or any signed-in operator (their own session). */
export type RouteAccess = Permission | 'public' | 'signed-in';

export const isRole = (s: unknown): s is Role => typeof s === 'string' && (ROLES as readonly string[]).includes(s);

export function can(role: Role, permission: Permission): boolean {
  return role === 'admin' || (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** Every permission a role holds, in table order (sent to the console with the session). */
export const permissionsOf = (role: Role): Permission[] => (Object.keys(PERMISSIONS) as Permission[]).filter((p) => can(role, p));
