// deploy/nats-server.conf (docs/cluster.md "Securing the bus") allows each role the subjects its code uses, and no
// more. A subject the code uses that the file does not allow is refused in a secured cluster, silently for whoever
// waits for it: market closures saved through a gateway reached neither the engine leader nor the other gateways
// until this test. Every subject the code names must be in USES below, so a new one cannot be forgotten here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESK_SUBJECT } from '../operators/desk.js';
import { subjectMatches } from './bus.js';
import { GATEWAY_SUBJECT, WHO_SUBJECT } from './gateway-roll.js';
import { INTEREST_SUBJECT } from './interest.js';
import { PUSH_SUBJECTS } from './pushes.js';
import { SUBJECTS } from './subjects.js';

type Role = 'gateway' | 'engine';
/** Who publishes (or asks, for a request) and who subscribes (or serves) each subject, as the code does. */
const USES: Array<{ subject: string; publish: Role[]; subscribe: Role[] }> = [
  { subject: SUBJECTS.quotes, publish: ['engine'], subscribe: ['gateway', 'engine'] }, // a standby follows the prices
  { subject: SUBJECTS.snapshot, publish: ['gateway'], subscribe: ['engine'] },
  { subject: SUBJECTS.call, publish: ['gateway'], subscribe: ['engine'] },
  { subject: SUBJECTS.sweep, publish: ['gateway'], subscribe: ['engine'] },
  { subject: SUBJECTS.forget, publish: ['gateway'], subscribe: ['engine'] },
  { subject: SUBJECTS.copied, publish: ['gateway'], subscribe: ['engine'] },
  { subject: SUBJECTS.instrument, publish: ['gateway'], subscribe: ['gateway', 'engine'] },
  { subject: SUBJECTS.settings, publish: ['gateway'], subscribe: ['gateway', 'engine'] },
  { subject: SUBJECTS.closures, publish: ['gateway'], subscribe: ['gateway', 'engine'] },
  { subject: SUBJECTS.alert, publish: ['gateway'], subscribe: ['engine'] },
  { subject: SUBJECTS.leader, publish: ['engine'], subscribe: ['gateway'] },
  { subject: PUSH_SUBJECTS.topic, publish: ['engine', 'gateway'], subscribe: ['gateway'] },
  { subject: PUSH_SUBJECTS.user, publish: ['engine', 'gateway'], subscribe: ['gateway'] },
  { subject: PUSH_SUBJECTS.session, publish: ['gateway'], subscribe: ['gateway'] },
  { subject: DESK_SUBJECT, publish: ['gateway'], subscribe: ['gateway'] },
  { subject: INTEREST_SUBJECT, publish: ['gateway'], subscribe: ['engine'] },
  { subject: GATEWAY_SUBJECT, publish: ['gateway'], subscribe: ['gateway'] },
  { subject: WHO_SUBJECT, publish: ['gateway'], subscribe: ['gateway'] },
  { subject: `${WHO_SUBJECT}.0123abcd`, publish: ['gateway'], subscribe: ['gateway'] }, // a census's answers
  // The answers to a gateway's requests; the engine answers only what it was asked (allow_responses).
  { subject: '_INBOX.0123abcd.1', publish: [], subscribe: ['gateway'] },
];

/** Each user's publish and subscribe lists, as the file says them. */
function permissions(): Record<Role, { publish: string[]; subscribe: string[] }> {
  const text = readFileSync(join(import.meta.dirname, '../../deploy/nats-server.conf'), 'utf8').replace(/#.*$/gm, '');
  const list = (s: string) => [...s.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
  const out: Partial<Record<Role, { publish: string[]; subscribe: string[] }>> = {};
  for (const m of text.matchAll(/user:\s*(\w+)[^}]*?publish:\s*\[([^\]]*)\][^}]*?subscribe:\s*\[([^\]]*)\]/g)) {
    out[m[1] as Role] = { publish: list(m[2]), subscribe: list(m[3]) };
  }
  return out as Record<Role, { publish: string[]; subscribe: string[] }>;
}

describe('deploy/nats-server.conf', () => {
  const conf = permissions();

  it('names every subject the code uses in this test', () => {
    const named = [...Object.values(SUBJECTS), ...Object.values(PUSH_SUBJECTS), DESK_SUBJECT, INTEREST_SUBJECT, GATEWAY_SUBJECT, WHO_SUBJECT];
    expect(named.filter((s) => !USES.some((u) => u.subject === s))).toEqual([]);
    expect(Object.keys(conf).sort()).toEqual(['engine', 'gateway']);
  });

  it('allows each role every subject it publishes and subscribes to', () => {
    const missing: string[] = [];
    for (const u of USES) {
      for (const op of ['publish', 'subscribe'] as const) {
        for (const role of u[op]) if (!conf[role][op].some((p) => subjectMatches(p, u.subject))) missing.push(`${role} ${op} ${u.subject}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('allows no role a subject it does not use', () => {
    const unused: string[] = [];
    for (const role of ['gateway', 'engine'] as const) {
      for (const op of ['publish', 'subscribe'] as const) {
        for (const p of conf[role][op]) if (!USES.some((u) => u[op].includes(role) && subjectMatches(p, u.subject))) unused.push(`${role} ${op} ${p}`);
      }
    }
    expect(unused).toEqual([]);
  });
});
