import { createHash, timingSafeEqual } from 'node:crypto';

// The operator token of the admin API (ADMIN_TOKEN; docs/security.md "Admin access").

export const MIN_ADMIN_TOKEN_LENGTH = 32;
const MIN_DISTINCT_CHARS = 10;

/**
 * Refuses a token an attacker could guess (ADMIN_TOKEN, METRICS_TOKEN): shorter than 32 characters, or with too few different characters to be
 * random ('aaaa…', '1234…'). `allowWeak` (ALLOW_WEAK_ADMIN_TOKEN=1, development only) lets any token start.
 */
export function checkAdminTokenStrength(token: string, allowWeak = false, name = 'ADMIN_TOKEN'): void {
  if (allowWeak) return;
  if (token.length < MIN_ADMIN_TOKEN_LENGTH || new Set(token).size < MIN_DISTINCT_CHARS) {
    throw new Error(
      `${name} must be at least ${MIN_ADMIN_TOKEN_LENGTH} random characters (e.g. \`openssl rand -hex 32\`); ` +
        'set ALLOW_WEAK_ADMIN_TOKEN=1 only on a development machine',
    );
  }
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * `(authorization header) => true` only for exactly `Bearer <token>` (the scheme as RFC 6750 writes it, one space).
 * Digests are compared, so the comparison takes the same time whatever the length of what was sent.
 */
export function adminTokenMatcher(token: string): (header: string | string[] | undefined) => boolean {
  const expected = digest(`Bearer ${token}`);
  return (header) => typeof header === 'string' && header.startsWith('Bearer ') && timingSafeEqual(digest(header), expected);
}

/**
 * Failed admin authentications per client address: after `max` failures within `windowMs` the address is refused
 * (even with the right token) until the window ends, so the token cannot be guessed at network speed.
 */
export class FailureThrottle {
  private readonly failures = new Map<string, { count: number; until: number }>();
  constructor(
    private readonly max = 10,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  blocked(ip: string): boolean {
    const f = this.failures.get(ip);
    if (!f) return false;
    if (f.until <= this.now()) {
      this.failures.delete(ip);
      return false;
    }
    return f.count >= this.max;
  }

  fail(ip: string): void {
    const t = this.now();
    const f = this.failures.get(ip);
    if (!f || f.until <= t) this.failures.set(ip, { count: 1, until: t + this.windowMs });
    else f.count++;
    // Bound the memory a spray of addresses can take.
    if (this.failures.size > 100_000) for (const [k, v] of this.failures) if (v.until <= t) this.failures.delete(k);
  }
}
