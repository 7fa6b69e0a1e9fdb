import { createHash } from 'node:crypto';

// Payout address validation per protocol (issue 5): TRC20 base58check "T…", ERC20 0x + 40 hex, BTC bech32/bech32m
// (bc1…) or base58check (1… / 3…). Checksums are verified, so a typo is refused before money moves.

const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest();

export function base58Decode(s: string): Uint8Array | null {
  let n = 0n;
  for (const ch of s) {
    const v = B58.indexOf(ch);
    if (v < 0) return null;
    n = n * 58n + BigInt(v);
  }
  const bytes: number[] = [];
  while (n > 0n) {
    bytes.unshift(Number(n % 256n));
    n /= 256n;
  }
  for (const ch of s) {
    if (ch !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

export function base58Encode(bytes: Uint8Array): string {
  let n = 0n;
  for (const b of bytes) n = n * 256n + BigInt(b);
  let out = '';
  while (n > 0n) {
    out = B58[Number(n % 58n)] + out;
    n /= 58n;
  }
  for (const b of bytes) {
    if (b !== 0) break;
    out = '1' + out;
  }
  return out;
}

/** Payload of a valid base58check string, or null. */
export function base58CheckDecode(s: string): Uint8Array | null {
  const raw = base58Decode(s);
  if (!raw || raw.length < 5) return null;
  const payload = raw.subarray(0, raw.length - 4);
  const check = sha256(sha256(payload)).subarray(0, 4);
  for (let i = 0; i < 4; i++) if (check[i] !== raw[raw.length - 4 + i]) return null;
  return payload;
}

export function base58CheckEncode(payload: Uint8Array): string {
  const check = sha256(sha256(payload)).subarray(0, 4);
  return base58Encode(Uint8Array.from([...payload, ...check]));
}

export function isTronAddress(a: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(a)) return false;
  const p = base58CheckDecode(a);
  return !!p && p.length === 21 && p[0] === 0x41;
}

export function isEthAddress(a: string): boolean {
  return /^0x[0-9a-fA-F]{40}$/.test(a);
}

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
function polymod(values: number[]): number {
  const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= G[i];
  }
  return chk >>> 0;
}

function isBech32Btc(a: string): boolean {
  if (a !== a.toLowerCase() && a !== a.toUpperCase()) return false;
  const s = a.toLowerCase();
  const pos = s.lastIndexOf('1');
  if (pos < 1 || s.length > 90 || s.length - pos - 1 < 7) return false;
  const hrp = s.slice(0, pos);
  if (hrp !== 'bc') return false;
  const data: number[] = [];
  for (const ch of s.slice(pos + 1)) {
    const v = BECH32.indexOf(ch);
    if (v < 0) return false;
    data.push(v);
  }
  const expanded = [...[...hrp].map((c) => c.charCodeAt(0) >> 5), 0, ...[...hrp].map((c) => c.charCodeAt(0) & 31)];
  const pm = polymod([...expanded, ...data]);
  const version = data[0];
  // bech32 (witness v0) uses constant 1, bech32m (v1+, taproot) 0x2bc830a3.
  if (version === 0 ? pm !== 1 : pm !== 0x2bc830a3) return false;
  if (version > 16) return false;
  // program length: (data without version and checksum) × 5 bits → bytes
  const progBits = (data.length - 7) * 5;
  const progLen = Math.floor(progBits / 8);
  if (progLen < 2 || progLen > 40) return false;
  if (version === 0 && progLen !== 20 && progLen !== 32) return false;
  return true;
}

function isBase58Btc(a: string): boolean {
  if (!/^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/.test(a)) return false;
  const p = base58CheckDecode(a);
  return !!p && p.length === 21 && (p[0] === 0x00 || p[0] === 0x05);
}

export function isBtcAddress(a: string): boolean {
  return /^bc1/i.test(a) ? isBech32Btc(a) : isBase58Btc(a);
}

/** Validates an address for a withdraw currency's protocol (TRC20, ERC20, BTC; other protocols: 16–128 safe chars). */
export function isValidAddress(protocol: string, address: string): boolean {
  switch (protocol.toUpperCase()) {
    case 'TRC20':
    case 'TRX':
      return isTronAddress(address);
    case 'ERC20':
    case 'BEP20':
    case 'ETH':
      return isEthAddress(address);
    case 'BTC':
      return isBtcAddress(address);
    default:
      return /^[A-Za-z0-9:_-]{16,128}$/.test(address);
  }
}
