import { describe, expect, it } from 'vitest';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password.js';
import { hashToken, tokenFromHeader } from './sessions.js';

describe('passwords', () => {
  it('hashes with a fresh salt and verifies', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsE', a)).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
    expect(await burnPasswordCheck('anything')).toBe(false);
  });
});

describe('tokens', () => {
  it('reads raw and Bearer tokens and stores only a hash', () => {
    const t = 'A'.repeat(43);
    expect(tokenFromHeader(t)).toBe(t);
    expect(tokenFromHeader(`Bearer ${t}`)).toBe(t);
    expect(tokenFromHeader(`bearer ${t}`)).toBe(t);
    expect(tokenFromHeader(undefined)).toBeNull();
    expect(tokenFromHeader('short')).toBeNull();
    expect(tokenFromHeader('x'.repeat(300))).toBeNull();
    expect(hashToken(t)).toMatch(/^[0-9a-f]{64}$/);
  });
});
