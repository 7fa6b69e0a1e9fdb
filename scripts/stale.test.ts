import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script without types
import { isStale, newest } from './stale.mjs';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const at = (path: string, seconds: number) => utimesSync(path, seconds, seconds);

describe('npm start builds only what is stale', () => {
  it('builds a missing output, skips a current one, rebuilds after a source changes; ignores dist and node_modules', () => {
    dir = mkdtempSync(join(tmpdir(), 'pipkit-stale-'));
    mkdirSync(join(dir, 'src', 'node_modules'), { recursive: true });
    mkdirSync(join(dir, 'src', 'dist'), { recursive: true });
    writeFileSync(join(dir, 'src', 'a.ts'), 'a');
    writeFileSync(join(dir, 'src', 'node_modules', 'x.js'), 'x');
    writeFileSync(join(dir, 'src', 'dist', 'y.js'), 'y');
    at(join(dir, 'src', 'a.ts'), 1_000);
    at(join(dir, 'src', 'node_modules', 'x.js'), 9_000);
    at(join(dir, 'src', 'dist', 'y.js'), 9_000);
    const out = join(dir, 'out.js');
    expect(isStale(out, [join(dir, 'src')])).toBe(true);
    writeFileSync(out, 'built');
    at(out, 2_000);
    expect(newest([join(dir, 'src')])).toBe(1_000_000);
    expect(isStale(out, [join(dir, 'src'), join(dir, 'missing')])).toBe(false);
    at(join(dir, 'src', 'a.ts'), 3_000);
    expect(isStale(out, [join(dir, 'src')])).toBe(true);
  });
});
