import { isIP } from 'node:net';

/**
 * What the server believes of `X-Forwarded-For` (TRUST_PROXY; docs/security.md "Client address"): nothing (the
 * default: the TCP peer is the client), a number of proxy hops in front of it, or the addresses/CIDR ranges of those
 * proxies. fastify then reads the client address from the right of the header, skipping only trusted hops, so an
 * entry a client forges at the left never becomes "its" address for rate limits and logs.
 */
export type TrustProxy = false | number | string[];

const CIDR_RE = /^(.+)\/(\d{1,3})$/;

function isAddressOrRange(s: string): boolean {
  const m = CIDR_RE.exec(s);
  if (!m) return isIP(s) !== 0;
  const family = isIP(m[1]);
  const bits = Number(m[2]);
  return family !== 0 && bits <= (family === 4 ? 32 : 128);
}

/** Parses TRUST_PROXY: '' → false; '1'…'10' → hops; 'a.b.c.d, 10.0.0.0/8, ::1' → addresses. Throws with the reason. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = (value ?? '').trim();
  if (v === '' || v === '0' || v === 'false') return false;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops >= 1 && hops <= 10) return hops;
    throw new Error(`TRUST_PROXY=${v}: give the number of proxy hops in front of the server (1 to 10)`);
  }
  if (v === 'true') {
    throw new Error('TRUST_PROXY=true would believe any X-Forwarded-For a client sends; give the number of proxy hops (e.g. 1) or the proxies\' addresses');
  }
  const list = v.split(',').map((s) => s.trim()).filter(Boolean);
  const bad = list.filter((s) => !isAddressOrRange(s));
  if (bad.length) throw new Error(`TRUST_PROXY: not an IP address or CIDR range: ${bad.join(', ')}`);
  return list;
}

/** fastify's option: a hop count becomes "trust the first N hops counted from the server" (proxy-addr's rule). */
export function fastifyTrust(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
