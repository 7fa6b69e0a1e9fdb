// API host rule (docs/product.md#api): the API lives on the page host with its first sub-domain replaced by `api`
// (desktop builds: `pc`). An explicit apiBase always wins, so partners and tests can point anywhere.
//
// Decisions the product rules (docs/product.md) leave open:
// - localhost, *.localhost, IPv4 and IPv6 addresses, and single-label hosts (intranet names) → same origin,
//   because there is no sub-domain to replace (this is also how the reference server serves app + API).
// - A bare two-label domain gets the prefix added: example.com → api.example.com (replacing `example`
//   would leave `api.com`, a different site).
// - Protocol and port are kept: https://www.example.com:8443 → https://api.example.com:8443.
// - Multi-part public suffixes are not special-cased (example.co.uk → api.co.uk): such deployments set apiBase.

export interface PageLocation {
  protocol: string;
  hostname: string;
  port?: string;
}

export interface ApiBaseInput {
  apiBase?: string;
  location?: PageLocation;
  isDesktop?: boolean;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export function isLocalHost(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h.endsWith('.localhost') || IPV4.test(h) || h.includes(':') || !h.includes('.');
}

function currentLocation(): PageLocation | undefined {
  const loc = (globalThis as { location?: PageLocation }).location;
  return loc && typeof loc.hostname === 'string' ? loc : undefined;
}

function origin(loc: PageLocation, hostname: string): string {
  const host = hostname.includes(':') && !hostname.startsWith('[') ? `[${hostname}]` : hostname;
  return `${loc.protocol}//${host}${loc.port ? `:${loc.port}` : ''}`;
}

/** Returns the API origin without a trailing slash; '' (relative URLs) when there is no page location. */
export function resolveApiBase({ apiBase, location, isDesktop = false }: ApiBaseInput = {}): string {
  if (apiBase) return apiBase.replace(/\/+$/, '');
  const loc = location ?? currentLocation();
  if (!loc || !loc.hostname) return '';
  const hostname = loc.hostname;
  if (isLocalHost(hostname)) return origin(loc, hostname);
  const labels = hostname.split('.');
  const sub = isDesktop ? 'pc' : 'api';
  const apiHost = labels.length === 2 ? [sub, ...labels].join('.') : [sub, ...labels.slice(1)].join('.');
  return origin(loc, apiHost);
}

/** WebSocket URL: ws/wss + /v1/ws on the API host (docs/product.md#api). An explicit wsUrl wins. */
export function resolveWsUrl(input: ApiBaseInput & { wsUrl?: string } = {}): string {
  if (input.wsUrl) return input.wsUrl;
  const base = resolveApiBase(input);
  if (!base) return '';
  return `${base.replace(/^http(s?):/i, (_m, s: string) => `ws${s}:`)}/v1/ws`;
}
