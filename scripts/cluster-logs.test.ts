import { describe, expect, it } from 'vitest';
import { consoleLine } from './cluster-logs.js';

describe("npm run cluster's console", () => {
  it('leaves the info lines (a line per request) to the log file', () => {
    expect(consoleLine('{"level":30,"time":1,"pid":2,"msg":"request completed","res":{"statusCode":200}}')).toBeUndefined();
    expect(consoleLine('{"level":20,"time":1,"msg":"debug"}')).toBeUndefined();
    expect(consoleLine('')).toBeUndefined();
  });

  it('shows warnings and errors with their level, message and the error', () => {
    expect(consoleLine('{"level":40,"time":1,"msg":"bus: reconnecting"}')).toBe('WARN bus: reconnecting');
    expect(consoleLine('{"level":50,"time":1,"msg":"request errored","err":{"type":"Error","message":"boom","stack":"…"}}')).toBe(
      'ERROR request errored (boom)',
    );
    expect(consoleLine('{"level":60,"time":1,"msg":"fatal","err":{"message":"fatal"}}')).toBe('FATAL fatal');
  });

  it('shows what is not a log line as printed', () => {
    expect(consoleLine('Pipkit cannot start: connect ECONNREFUSED 127.0.0.1:5432')).toBe('Pipkit cannot start: connect ECONNREFUSED 127.0.0.1:5432');
    expect(consoleLine('    at main (server/main.ts:10:3)')).toBe('    at main (server/main.ts:10:3)');
    expect(consoleLine('{"level":50, broken')).toBe('{"level":50, broken');
    expect(consoleLine('["not", "an entry"]')).toBe('["not", "an entry"]');
  });
});
