/**
 * Client side of bench/fanout.ts, run as a child process so the clients' work does not share the server's event
 * loop. Opens `count` WebSocket connections to `url`, subscribes each to DAY_MARKET and counts the DAY_MARKET text
 * frames received after the parent says `start`.
 *
 * Modes (BENCH_CLIENT):
 * - `raw` (default): a minimal RFC 6455 client over net.Socket that parses frame headers and skips payloads, and
 *   checks one message in 256 with JSON.parse. It costs little CPU, so the figure is what the server can send.
 * - `ws`: the `ws` library with JSON.parse of every message, as a real client would; on a 2-core machine the
 *   clients then compete with the server for CPU and the figure is lower.
 *
 * IPC: child → parent {ready} once every connection is subscribed and the snapshot arrived; parent → child
 * {start} resets the counters; child → parent {count, last} every 100 ms and on {stop}, then exits.
 */
import { connect, type Socket } from 'node:net';
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';

const [, , url, countArg] = process.argv;
const COUNT = Number(countArg);
const MODE = process.env.BENCH_CLIENT === 'ws' ? 'ws' : 'raw';
const now = () => performance.timeOrigin + performance.now();

let counting = false;
let received = 0;
let bad = 0;
let last = 0;
const closers: Array<() => void> = [];

function counted() {
  received++;
  last = now();
}

const SUB = JSON.stringify({ type: 'sub', params: { topic: 'DAY_MARKET' } });

/** One raw connection; resolves once the subscription was acknowledged and the snapshot received. */
function rawClient(u: URL): Promise<void> {
  return new Promise((resolve, reject) => {
    const sock: Socket = connect(Number(u.port), u.hostname);
    sock.setNoDelay(true);
    closers.push(() => sock.destroy());
    let handshake = true;
    let head = Buffer.alloc(0);
    let pending: Buffer | null = null; // incomplete frame header bytes
    let skip = 0; // payload bytes still to skip
    let seen = 0; // text frames since connect (1 = sub ack, 2 = snapshot)
    let sample = 0;
    const onFrame = (opcode: number, payload: Buffer | null) => {
      if (opcode !== 1) return;
      seen++;
      if (seen === 2) resolve();
      if (seen <= 2 || !counting) return;
      if (payload && (++sample & 255) === 0) {
        try {
          if (JSON.parse(payload.toString()).type !== 'DAY_MARKET') bad++;
        } catch {
          bad++;
        }
      }
      counted();
    };
    sock.on('data', (chunk: Buffer) => {
      if (handshake) {
        head = Buffer.concat([head, chunk]);
        const end = head.indexOf('\r\n\r\n');
        if (end < 0) return;
        if (!head.subarray(0, 12).toString().includes('101')) return reject(new Error(`handshake refused: ${head.toString()}`));
        handshake = false;
        chunk = head.subarray(end + 4);
        // subscribe: a masked text frame (client frames must be masked)
        const body = Buffer.from(SUB);
        const mask = randomBytes(4);
        const frame = Buffer.alloc(2 + (body.length > 125 ? 2 : 0) + 4 + body.length);
        frame[0] = 0x81;
        let o = 2;
        if (body.length > 125) {
          frame[1] = 0x80 | 126;
          frame.writeUInt16BE(body.length, 2);
          o = 4;
        } else frame[1] = 0x80 | body.length;
        mask.copy(frame, o);
        for (let i = 0; i < body.length; i++) frame[o + 4 + i] = body[i] ^ mask[i & 3];
        sock.write(frame);
      }
      let buf = chunk;
      let i = 0;
      if (skip > 0) {
        const n = Math.min(skip, buf.length);
        skip -= n;
        i = n;
      }
      if (pending) {
        buf = Buffer.concat([pending, buf.subarray(i)]);
        pending = null;
        i = 0;
      }
      while (i < buf.length) {
        if (buf.length - i < 2) {
          pending = Buffer.from(buf.subarray(i));
          return;
        }
        const opcode = buf[i] & 0x0f;
        let len = buf[i + 1] & 0x7f;
        let hdr = 2;
        if (len === 126) {
          if (buf.length - i < 4) {
            pending = Buffer.from(buf.subarray(i));
            return;
          }
          len = buf.readUInt16BE(i + 2);
          hdr = 4;
        } else if (len === 127) {
          if (buf.length - i < 10) {
            pending = Buffer.from(buf.subarray(i));
            return;
          }
          len = Number(buf.readBigUInt64BE(i + 2));
          hdr = 10;
        }
        const start = i + hdr;
        const avail = buf.length - start;
        if (avail >= len) {
          onFrame(opcode, buf.subarray(start, start + len));
          i = start + len;
        } else {
          onFrame(opcode, null);
          skip = len - avail;
          return;
        }
      }
    });
    sock.on('error', reject);
    const key = randomBytes(16).toString('base64');
    sock.write(`GET ${u.pathname} HTTP/1.1\r\nHost: ${u.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`);
  });
}

/** One `ws` connection that parses every message. */
function wsClient(u: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(u);
    closers.push(() => ws.terminate());
    let seen = 0;
    ws.on('open', () => ws.send(SUB));
    ws.on('message', (raw) => {
      const msg = JSON.parse(raw.toString());
      seen++;
      if (seen === 2) resolve();
      if (seen <= 2 || !counting) return;
      if (msg.type !== 'DAY_MARKET') bad++;
      counted();
    });
    ws.on('error', reject);
  });
}

async function main() {
  const u = new URL(url);
  // Connect in small batches so the server's accept queue is not flooded.
  for (let i = 0; i < COUNT; i += 25) {
    await Promise.all(Array.from({ length: Math.min(25, COUNT - i) }, () => (MODE === 'raw' ? rawClient(u) : wsClient(url))));
  }
  const report = () => process.send!({ count: received, last, bad });
  let timer: ReturnType<typeof setInterval> | null = null;
  process.on('message', (m: { cmd: string }) => {
    if (m.cmd === 'start') {
      received = 0;
      bad = 0;
      last = 0;
      counting = true;
      timer = setInterval(report, 100);
    } else if (m.cmd === 'stop') {
      if (timer) clearInterval(timer);
      report();
      for (const c of closers) c();
      setTimeout(() => process.exit(0), 50);
    }
  });
  process.send!({ ready: true, mode: MODE });
}

main().catch((err) => {
  process.send?.({ error: String(err?.stack ?? err) });
  process.exit(1);
});
