import { PassThrough } from 'node:stream';
import { setImmediate as turn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { ProcessOutput } from './process-output.js';

function reading(keep: number) {
  const lines: string[] = [];
  const output = new ProcessOutput(keep, (line) => lines.push(line));
  const out = new PassThrough();
  const err = new PassThrough();
  output.read(out);
  output.read(err);
  return { lines, output, out, err };
}

describe('ProcessOutput', () => {
  it('hands over each whole line, joined across chunks, each stream on its own', async () => {
    const { lines, out, err } = reading(1024);
    out.write('{"msg":"Pipkit listen');
    err.write('Error: boom\n    at x');
    out.write('ing on http://127.0.0.1:1"}\n{"msg":"b"}\n');
    err.write(' (y.js:1)\n');
    await turn();
    // Which stream's line comes first is the streams' affair; within each, the order printed.
    expect(lines.filter((l) => l.startsWith('{'))).toEqual(['{"msg":"Pipkit listening on http://127.0.0.1:1"}', '{"msg":"b"}']);
    expect(lines.filter((l) => !l.startsWith('{'))).toEqual(['Error: boom', '    at x (y.js:1)']);
  });

  it('decodes a character split between two chunks', async () => {
    const { lines, out, output } = reading(1024);
    const bytes = Buffer.from('市價 · 0.01\n');
    out.write(bytes.subarray(0, 2));
    out.write(bytes.subarray(2));
    await turn();
    expect(lines).toEqual(['市價 · 0.01']);
    expect(output.tail()).toBe('市價 · 0.01\n');
  });

  it('keeps only the last characters, however much is printed', async () => {
    const { lines, out, output } = reading(1000);
    for (let i = 0; i < 5000; i++) out.write(`{"n":${i}}\n`);
    await turn();
    expect(lines).toHaveLength(5000);
    expect(lines.at(-1)).toBe('{"n":4999}');
    const tail = output.tail();
    expect(tail).toHaveLength(1000);
    expect(tail.endsWith('{"n":4998}\n{"n":4999}\n')).toBe(true);
    expect(tail).not.toContain('{"n":0}');
  });

  it('keeps everything while it is short', async () => {
    const { out, err, output } = reading(1000);
    out.write('one\n');
    err.write('two\n');
    await turn();
    expect(output.tail()).toBe('one\ntwo\n');
  });
});
