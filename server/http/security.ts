import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

// Security headers on every response; the CSP only matters for HTML (the app shell), so it is sent with HTML.
// The app talks to an API host that may differ from the page host (docs/product.md#api: first sub-domain -> api), loads
// remote images (logos, news) and embeds the customer-chat frame, hence https: in connect/img/frame sources.
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // styled-components injects <style> elements at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' https: wss: ws:",
  "frame-src 'self' https:",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * Browser features no Pipkit page uses; denied so an injected script or a framed page cannot ask for them. Only
 * features Chromium knows as policy-controlled: an unknown one (`bluetooth`) logs a warning on every page load.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=()';

export function installSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    const type = String(reply.getHeader('content-type') ?? '');
    // An answer to a request that carried credentials is that person's data: never kept by a browser or a shared
    // cache (a proxy, the back button on a shared computer). Routes that set their own Cache-Control keep it.
    if (request.headers.authorization && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    if (type.startsWith('text/html')) {
      // A page that sets a stricter policy of its own (the development outbox) keeps it.
      if (!reply.hasHeader('content-security-policy')) reply.header('Content-Security-Policy', APP_CSP);
      reply.header('X-Frame-Options', 'SAMEORIGIN');
    }
    return payload;
  });
}

/**
 * CORS for deployments where the app and the API live on different hosts (api.example.com). Same-origin needs
 * nothing, so it is off unless origins are configured (CORS_ORIGINS). No cookies are used: the token travels in
 * `authorization`, so credentials are not allowed.
 */
export async function installCors(app: FastifyInstance, origins: string[]) {
  if (!origins.length) return;
  await app.register(cors, {
    origin: origins.includes('*') ? '*' : origins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['authorization', 'lang', 'content-type', 'idempotency-key'],
    maxAge: 600,
  });
}
