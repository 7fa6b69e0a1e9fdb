// The console's live channel to the server's desk socket (/admin/api/socket): authenticates with the session token as
// its first message, hands every event to `onEvent`, and reconnects with a growing, jittered delay (half to all of
// 1 s, 2 s, … up to 30 s) until stopped. WebSocket and timers are injected so the rule is tested without a server.

export interface DeskMessage {
  id: number;
  conversation_id: number;
  sender: 'user' | 'operator';
  body: string;
  created_at: string;
}

export interface DeskEvent {
  type: 'SUPPORT_MESSAGE';
  data: { conversation_id: number; unread: number; message: DeskMessage };
}

export interface DeskOptions {
  url: string;
  token: () => string;
  onEvent: (event: DeskEvent) => void;
  /** Told when the channel is live (true) or down (false), e.g. to show "reconnecting". */
  onStatus?: (live: boolean) => void;
  WebSocket?: typeof globalThis.WebSocket;
  setTimeout?: typeof globalThis.setTimeout;
  clearTimeout?: typeof globalThis.clearTimeout;
  random?: () => number;
}

const MAX_DELAY = 30_000;
/** The server closes with 4001 when the session ended or the role lacks support chat: retrying cannot help. */
const FINAL_CODES = new Set([4001]);

export function connectDesk(o: DeskOptions): () => void {
  const WS = o.WebSocket ?? globalThis.WebSocket;
  const later = o.setTimeout ?? globalThis.setTimeout;
  const cancel = o.clearTimeout ?? globalThis.clearTimeout;
  const random = o.random ?? Math.random;
  let stopped = false;
  let attempt = 0;
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const open = () => {
    if (stopped) return;
    const ws = new WS(o.url);
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token: o.token() }));
    ws.onmessage = (e: MessageEvent) => {
      let msg: { type?: string; code?: number };
      try {
        msg = JSON.parse(String(e.data));
      } catch {
        return;
      }
      if (msg.type === 'auth' && msg.code === 1) {
        attempt = 0;
        o.onStatus?.(true);
      } else if (msg.type === 'SUPPORT_MESSAGE') o.onEvent(msg as DeskEvent);
    };
    ws.onclose = (e: CloseEvent) => {
      o.onStatus?.(false);
      if (stopped || FINAL_CODES.has(e.code)) return;
      const step = Math.min(MAX_DELAY, 1000 * 2 ** attempt++);
      timer = later(open, step / 2 + (random() * step) / 2);
    };
  };
  open();
  return () => {
    stopped = true;
    cancel(timer);
    socket?.close();
  };
}
