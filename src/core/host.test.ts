import { describe, expect, it } from 'vitest';
import { isLocalHost, resolveApiBase, resolveWsUrl } from './host';

const loc = (hostname: string, protocol = 'https:', port = '') => ({ hostname, protocol, port });

describe('resolveApiBase', () => {
  it('explicit apiBase always wins (trailing slash removed)', () => {
    expect(resolveApiBase({ apiBase: 'https://x.test/', location: loc('www.example.com') })).toBe('https://x.test');
    expect(resolveApiBase({ apiBase: 'http://127.0.0.1:9', isDesktop: true })).toBe('http://127.0.0.1:9');
  });

  it('replaces the first sub-domain with api, or pc on desktop', () => {
    expect(resolveApiBase({ location: loc('www.example.com') })).toBe('https://api.example.com');
    expect(resolveApiBase({ location: loc('m.broker.example.com') })).toBe('https://api.broker.example.com');
    expect(resolveApiBase({ location: loc('www.example.com'), isDesktop: true })).toBe('https://pc.example.com');
  });

  it('adds the prefix to a bare two-label domain', () => {
    expect(resolveApiBase({ location: loc('example.com') })).toBe('https://api.example.com');
    expect(resolveApiBase({ location: loc('example.com'), isDesktop: true })).toBe('https://pc.example.com');
  });

  it('keeps protocol and port', () => {
    expect(resolveApiBase({ location: loc('www.example.com', 'http:', '8443') })).toBe('http://api.example.com:8443');
  });

  it('uses the same origin on localhost, IPs and single-label hosts', () => {
    expect(resolveApiBase({ location: loc('localhost', 'http:', '5173') })).toBe('http://localhost:5173');
    expect(resolveApiBase({ location: loc('app.localhost', 'http:') })).toBe('http://app.localhost');
    expect(resolveApiBase({ location: loc('192.168.1.20', 'http:', '8080') })).toBe('http://192.168.1.20:8080');
    expect(resolveApiBase({ location: loc('[::1]', 'http:', '8080') })).toBe('http://[::1]:8080');
    expect(resolveApiBase({ location: loc('::1', 'http:') })).toBe('http://[::1]');
    expect(resolveApiBase({ location: loc('pipkit', 'http:') })).toBe('http://pipkit');
  });

  it('is relative when there is no page (Node)', () => {
    expect(resolveApiBase({})).toBe('');
  });

  it('isLocalHost', () => {
    expect(isLocalHost('10.0.0.1')).toBe(true);
    expect(isLocalHost('fe80::1')).toBe(true);
    expect(isLocalHost('www.example.com')).toBe(false);
  });
});

describe('resolveWsUrl', () => {
  it('maps http→ws and https→wss on the api host with /v1/ws', () => {
    expect(resolveWsUrl({ location: loc('www.example.com') })).toBe('wss://api.example.com/v1/ws');
    expect(resolveWsUrl({ location: loc('localhost', 'http:', '8080') })).toBe('ws://localhost:8080/v1/ws');
    expect(resolveWsUrl({ apiBase: 'https://api.x.test' })).toBe('wss://api.x.test/v1/ws');
  });
  it('explicit wsUrl wins; none without a page', () => {
    expect(resolveWsUrl({ wsUrl: 'wss://feed.test/ws', apiBase: 'https://a.test' })).toBe('wss://feed.test/ws');
    expect(resolveWsUrl({})).toBe('');
  });
});
