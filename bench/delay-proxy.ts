/**
 * A TCP proxy that delays every chunk by a fixed time in each direction: a database one network hop away, for
 * `BENCH_DB_DELAY_MS` in cluster.ts (on loopback a round trip to PostgreSQL costs next to nothing, where a database
 * on its own host costs a round trip of the network for every statement). Runs as its own process, so its work is
 * not counted as the benchmark client's. Chunks keep their order: each direction's timers all wait the same time.
 *
 * Run: node --import tsx bench/delay-proxy.ts <target port> <one-way delay ms>; prints the port it listens on.
 * Node's timers count whole milliseconds, so the delay is at least 1 ms each way.
 */
import { createServer, connect, type Socket } from 'node:net';

const [target, delay] = process.argv.slice(2).map(Number);
if (!(target > 0) || !(delay >= 1)) {
  console.error('usage: delay-proxy.ts <target port> <one-way delay ms ≥ 1>');
  process.exit(2);
}

const relay = (from: Socket, to: Socket) => {
  from.on('data', (chunk) => setTimeout(() => to.writable && to.write(chunk), delay));
  from.on('close', () => setTimeout(() => to.destroy(), delay));
  from.on('error', () => {});
};

const server = createServer((client) => {
  client.setNoDelay(true);
  const upstream = connect({ host: '127.0.0.1', port: target }, () => upstream.setNoDelay(true));
  relay(client, upstream);
  relay(upstream, client);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(typeof address === 'object' && address ? address.port : 0);
});
