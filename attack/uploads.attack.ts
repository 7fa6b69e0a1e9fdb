import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { JPEG, PNG, makeServer, multipart, realUser } from '../server/testing.js';
import { failures, printTally, record, tally } from './report.js';

// Uploads (identity documents, deposit proofs) over real HTTP: files at and over the size limit, polyglots that are
// also HTML, script or SVG, hostile file names. What must hold: an oversize file is refused and nothing of it is
// kept; whatever is stored is served as the image type its bytes prove, never as something a browser would run.

const MAX = 5 * 1024 * 1024;
let app: Awaited<ReturnType<typeof makeServer>>;
let base: string;
let token: string;
const counts = tally();

beforeAll(async () => {
  app = await makeServer({ accountRateLimits: { register: 1000, codes: 1000, uploads: 100_000 } });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  token = (await realUser(app)).token;
});
afterAll(async () => {
  printTally('uploads', counts);
  await app?.cleanup();
});

const stored = () => {
  try {
    return readdirSync(join(app.config.dataDir, 'uploads')).length;
  } catch {
    return 0;
  }
};

/** Sends the upload, in one piece or streamed in chunks as a slow network delivers it. */
async function send(filename: string, bytes: Buffer, type = 'image/png', chunk = 0) {
  const m = multipart(filename, bytes, type);
  const body = chunk
    ? new ReadableStream({
        async start(controller) {
          for (let i = 0; i < m.payload.length; i += chunk) {
            controller.enqueue(m.payload.subarray(i, i + chunk));
            await new Promise((r) => setImmediate(r));
          }
          controller.close();
        },
      })
    : m.payload;
  const res = await fetch(`${base}/api/common/image_upload`, { method: 'POST', headers: { ...m.headers, authorization: token }, body, duplex: 'half' } as RequestInit);
  return (await res.json()) as { code: number; msg: string; data: { url: string } | null };
}

it('refuses oversize files whole, and serves only proven images, inertly', async () => {
  for (const extra of [1, 100, 4096, 65_536, 1024 * 1024]) {
    for (const chunk of [0, 16_384, 65_536]) {
      const before = stored();
      const r = await send('big.png', Buffer.concat([PNG, Buffer.alloc(MAX - PNG.length + extra)]), 'image/png', chunk);
      record(counts, 'oversize files refused, nothing kept', r.code !== 1 && stored() === before, `+${extra} bytes in ${chunk || 'one'} chunks → code ${r.code}, files ${before} → ${stored()}`);
    }
  }
  const atLimit = await send('limit.png', Buffer.concat([PNG, Buffer.alloc(MAX - PNG.length)]), 'image/png', 65_536);
  record(counts, 'a file of exactly the limit is kept whole', atLimit.code === 1, `code ${atLimit.code} ${atLimit.msg}`);
  const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
  const polyglots: Array<[string, Buffer, string]> = [
    ['page.html', html, 'text/html'],
    ['image.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'image/svg+xml'],
    ['gifjs.gif', Buffer.from('GIF89a/*\x00\x00*/=alert(1)//;'), 'image/gif'],
    ['pnghtml.png', Buffer.concat([PNG, html]), 'image/png'],
    ['jpgphp.jpg', Buffer.concat([JPEG, Buffer.from('<?php system($_GET["c"]); ?>')]), 'image/jpeg'],
    ['htmlpng.png', Buffer.concat([html, PNG]), 'image/png'],
    ['../../../../etc/passwd.png', PNG, 'image/png'],
    ['x.png\u0000.html', PNG, 'text/html'],
    ['empty.png', Buffer.alloc(0), 'image/png'],
  ];
  for (const [name, bytes, type] of polyglots) {
    const r = await send(name, bytes, type);
    if (r.code !== 1) {
      record(counts, 'polyglots and hostile names', true, '');
      continue;
    }
    const url = r.data!.url;
    const file = await fetch(base + url, { headers: { authorization: token } });
    const served = file.headers.get('content-type') ?? '';
    const inert = /^image\/(png|jpeg|gif|webp)$/.test(served) && file.headers.get('x-content-type-options') === 'nosniff' && /sandbox/.test(file.headers.get('content-security-policy') ?? '');
    record(counts, 'polyglots and hostile names', inert && /^\/uploads\/[a-f0-9]{32}\.(png|jpg|gif|webp)\?exp=\d+&sig=[\w-]{32}$/.test(url), `${name} stored as ${url}, served as ${served}`);
  }
  expect(failures(counts)).toEqual([]);
});
