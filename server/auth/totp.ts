import { Secret, TOTP } from 'otpauth';

// The second factor of operators and of traders who turn on two-step sign-in (users/two-factor.ts): RFC 6238
// time-based codes (30 s, 6 digits, SHA-1), the settings every authenticator app reads from an otpauth:// link. The code arithmetic is the otpauth library's; the rule here is ours: a code is
// accepted one step either side of now (clock drift) and only for a step later than the last one accepted, so a
// code seen over a shoulder or in a log cannot be used again.

const PERIOD = 30;

const totpOf = (secret: string, label = 'operator', issuer = 'Pipkit') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });

/** A fresh 160-bit secret, base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// link an authenticator app scans (shown once, as a QR code), named `issuer` (the brand) and `label`. */
export const totpLink = (secret: string, label: string, issuer = 'Pipkit'): string => totpOf(secret, label, issuer).toString();

/** The current code (tests and the CLI's self-check). */
export const totpCode = (secret: string, timestamp = Date.now()): string => totpOf(secret).generate({ timestamp });

/**
 * The time step the code belongs to when it is valid now (±1 step) and later than `lastStep`, else null.
 */
export function acceptTotp(secret: string, code: string, lastStep: number, timestamp = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(timestamp / 1000 / PERIOD) + delta;
  return step > lastStep ? step : null;
}
