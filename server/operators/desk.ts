import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import { findOperatorSession } from './accounts.js';
import { can } from './roles.js';

// The operators' live channel (docs/operators.md "Support chat"): /admin/api/socket. A browser cannot put a header on
// a WebSocket, and a token in the URL would land in access logs, so the first message authenticates:
// `{"type":"auth","token":"…"}` within 5 s, from an operator whose role holds support.chat. Then the server pushes
// `{"type":"SUPPORT_MESSAGE","data":{conversation_id, unread, message}}` for every message in every conversation,
// the user's and the operators', so each desk keeps its list and unread counts without polling. The session is
// re-checked every minute; a socket whose session ended (signed out, expired, disabled) is closed with 4001.
// In a cluster a push goes over the bus to every gateway's operator sockets.

export interface DeskEvent {
  type: 'SUPPORT_MESSAGE';
  data: { conversation_id: number; unread: number; message: unknown };
}

export interface Desk {
  publish(event: DeskEvent): void;
}

/** The operators' pushes, from any gateway to every gateway's desk sockets. */
export const DESK_SUBJECT = 'pipkit.push.desk';
const AUTH_MS = 5_000;
const RECHECK_MS = 60_000;
/** 4001 ends the console desk's tries (src/console/core/desk.ts); any other code, 1011 for the server's own failure, lets it connect again. */
export const DESK_CLOSE = { auth: 4001, protocol: 4002, retry: 1011 } as const;

declare module 'fastify' {
  interface FastifyInstance {
    /** Pushes to the operators' sockets on every gateway (operators/desk.ts). */
    desk: Desk;
  }
}

/** Decorates `app.desk`; call once, after `app.bus` is set. */
export function installDesk(app: FastifyInstance): Set<WebSocket> {
  const sockets = new Set<WebSocket>();
  const deliver = (event: unknown) => {
    const frame = JSON.stringify(event);
    for (const s of sockets) if (s.readyState === 1) s.send(frame);
  };
  const bus = app.bus;
  if (bus) {
    const off = bus.subscribe(DESK_SUBJECT, deliver);
    app.addHook('onClose', async () => off());
  }
  app.decorate('desk', { publish: (event: DeskEvent) => (bus ? bus.publish(DESK_SUBJECT, event) : deliver(event)) });
  return sockets;
}

/** Tells every desk of a message in a conversation, with the conversation's unread count as it now stands. */
export async function announceToDesk(app: FastifyInstance, message: { conversation_id: number }): Promise<void> {
  const conv = await app.db.selectFrom('support_conversations').select('unread').where('id', '=', message.conversation_id).executeTakeFirst();
  app.desk.publish({ type: 'SUPPORT_MESSAGE', data: { conversation_id: message.conversation_id, unread: conv?.unread ?? 0, message } });
}

export const deskSocketRoute: FastifyPluginAsync<{ sockets: Set<WebSocket> }> = async (app, { sockets }) => {
  app.get('/socket', { websocket: true, config: { access: 'public' }, schema: { hide: true } }, (socket: WebSocket, request) => {
    let token: string | null = null;
    const close = (code: number, reason: string) => socket.readyState === 1 && socket.close(code, reason);
    const authTimer = setTimeout(() => close(DESK_CLOSE.auth, 'Authenticate first'), AUTH_MS);
    const recheck = setInterval(async () => {
      if (token && !(await findOperatorSession(app.db, token).catch(() => null))) close(DESK_CLOSE.auth, 'Session ended');
    }, RECHECK_MS);
    socket.on('close', () => {
      clearTimeout(authTimer);
      clearInterval(recheck);
      sockets.delete(socket);
    });
    socket.on('message', async (raw) => {
      if (token) return; // after auth the channel is one-way; anything sent is ignored
      let msg: { type?: unknown; token?: unknown } = {};
      try {
        msg = JSON.parse(String(raw).slice(0, 1024));
      } catch {
        /* answered below */
      }
      if (msg.type !== 'auth' || typeof msg.token !== 'string') return close(DESK_CLOSE.protocol, 'Send {"type":"auth","token":…} first');
      let found: Awaited<ReturnType<typeof findOperatorSession>>;
      try {
        found = await findOperatorSession(app.db, msg.token);
      } catch (err) {
        // The database away for a moment: said, and the console's desk connects again (a rejection thrown from a
        // socket's listener would be unhandled, and end the process).
        request.log.error({ err }, 'desk socket: the session could not be checked');
        return close(DESK_CLOSE.retry, 'Try again');
      }
      if (!found || !can(found.operator.role, 'support.chat')) {
        request.log.warn({ ip: request.ip }, 'desk socket: refused');
        return close(DESK_CLOSE.auth, found ? 'Your role does not allow this' : 'Sign in to the operator console');
      }
      clearTimeout(authTimer);
      token = msg.token;
      sockets.add(socket);
      socket.send(JSON.stringify({ type: 'auth', code: 1 }));
    });
  });
};
