import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import { findSession, sessionIdleMs } from '../auth/sessions.js';
import { CODE_LOGIN, CODE_OK } from '../http/envelope.js';
import { isCursor } from './catch-up.js';
import { CLOSE_CODES, CLOSE_REASONS, ConnectionCounter, DEFAULT_SOCKET_LIMITS, connectionMeters } from './limits.js';

// The /v1/ws endpoint (protocol: docs/socket.md). Bad input is answered with {type:'error'} and never closes
// the connection: the client treats the socket as a best-effort live channel. Abuse does close it, with a close code
// naming the limit (limits.ts).

const MAX_MESSAGE_CHARS = 4096;

export const socketRoute: FastifyPluginAsync = async (app) => {
  const limits = { ...DEFAULT_SOCKET_LIMITS, ...app.config.socketLimits };
  const perIp = new ConnectionCounter(limits.connectionsPerIp);

  app.get('/v1/ws', { websocket: true, schema: { hide: true } }, (socket: WebSocket, request) => {
    const hub = app.hub;
    const ip = request.ip;
    const shut = (limit: keyof typeof CLOSE_CODES) => {
      request.log.warn({ ip, limit }, 'socket closed by a limit');
      socket.close(CLOSE_CODES[limit], CLOSE_REASONS[limit]);
    };
    if (!perIp.open(ip)) return shut('connectionsPerIp');
    const meters = connectionMeters(limits);
    // The TCP socket under the WebSocket (the upgraded request's socket). Without negotiated extensions (no
    // permessage-deflate) ws writes every frame to it synchronously, so the hub may write its pre-built frames there
    // too (and cork it to coalesce a tick's pushes); otherwise the hub goes through socket.send.
    const client = hub.attach(socket, socket.extensions ? null : request.raw.socket);
    const reply = (msg: object) => socket.readyState === 1 && socket.send(JSON.stringify(msg));
    const fail = (msg: string) => reply({ type: 'error', msg });

    // Messages are handled one after another: `login` awaits the session lookup, and a `sub`, `logout` or `ping`
    // sent right behind it must neither overtake it (replies in order, docs/socket.md) nor be undone by it (a
    // `logout` that overtook a slower `login` would leave the connection logged in).
    let queue: Promise<unknown> = Promise.resolve();
    socket.on('message', (raw, isBinary) => {
      if (socket.readyState !== 1) return;
      if (!meters.messages.take()) return shut('messageRate');
      queue = queue.then(() => handle(raw, isBinary));
    });
    const handle = async (raw: WebSocket.RawData, isBinary: boolean) => {
      const text = isBinary ? '' : raw.toString();
      if (text === 'ping') {
        // An app left open keeps pinging: its device stays "last active" now (auth/seen.ts writes once a period).
        if (client.sessionId !== null) app.seenSessions.touch(client.sessionId);
        return socket.send('pong');
      }
      if (!text || text.length > MAX_MESSAGE_CHARS) return fail('Message must be text of at most 4096 characters');
      let msg: unknown;
      try {
        msg = JSON.parse(text);
      } catch {
        return fail('Malformed JSON');
      }
      if (!msg || typeof msg !== 'object' || Array.isArray(msg)) return fail('Message must be a JSON object');
      const { type, params } = msg as { type?: unknown; params?: unknown };
      const p = params && typeof params === 'object' ? (params as Record<string, unknown>) : {};
      try {
        switch (type) {
          case 'login': {
            const found = typeof p.token === 'string' && p.token ? await findSession(app.db, p.token, { idleMs: sessionIdleMs(app.config) }) : null;
            if (!found) return reply({ type: 'login', code: CODE_LOGIN, msg: 'Please log in' });
            hub.login(client, found.user.id, found.session.id);
            app.seenSessions.touch(found.session.id);
            return reply({ type: 'login', code: CODE_OK, msg: 'success' });
          }
          case 'logout':
            hub.logout(client);
            return reply({ type: 'logout', code: CODE_OK, msg: 'success' });
          case 'sub':
          case 'unsub': {
            const topic = p.topic;
            if (typeof topic !== 'string' || !topic) return fail(`${type} needs params.topic`);
            if (!meters.subscriptions.take()) return shut('subscriptionChurn');
            if (type === 'unsub') {
              hub.unsubscribe(client, topic);
              return reply({ type, code: CODE_OK, topic });
            }
            if (!hub.canSubscribe(client, topic)) return reply({ type, code: 0, topic, msg: 'Invalid topic or too many subscriptions' });
            if (p.since !== undefined && !isCursor(p.since)) return reply({ type, code: 0, topic, msg: 'params.since must be empty or an ISO 8601 time' });
            // Acknowledge first so a snapshot sent by an onSubscribe listener arrives after the acknowledgement. `at`
            // is the cursor a client sends back as `since` after a drop, to catch up on what it missed (docs/socket.md).
            reply({ type, code: CODE_OK, topic, at: new Date().toISOString() });
            hub.subscribe(client, topic, p.since === undefined ? {} : { since: p.since });
            return;
          }
          default:
            return fail(typeof type === 'string' ? `Unknown message type: ${type.slice(0, 40)}` : 'Message has no type');
        }
      } catch (err) {
        app.log.error({ err }, 'socket message failed');
        return fail('Internal error');
      }
    };
    let gone = false;
    const leave = () => {
      if (gone) return;
      gone = true;
      hub.detach(client);
      perIp.close(ip);
    };
    socket.on('close', leave);
    socket.on('error', leave);
  });
};
