#!/usr/bin/env node
// `npm test`: proves the types and the lint rules, builds the package and the app (the end-to-end journeys serve it), checks the size
// budgets, builds the static Storybook, then runs the vitest projects (unit, unit-pg, attack, attack-pg, deploy, stories, visual, e2e) one after another (a 2-core machine is not
// oversubscribed) and prints each project's counts plus one closing total line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';

const projects = process.argv.slice(2).length ? process.argv.slice(2) : ['unit', 'unit-pg', 'attack', 'attack-pg', 'deploy', 'stories', 'visual', 'e2e'];
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env: process.env }).status ?? 1;
// Each step's wall-clock time, printed after it and again in the summary: CI must stay under 45 minutes on two cores, and
// the summary says which step to look at when it creeps up.
const timings = [];
const timed = (title, fn) => {
  const start = Date.now();
  const result = fn();
  const seconds = Math.round((Date.now() - start) / 1000);
  timings.push(`${title} ${seconds} s`);
  console.log(`-- ${title}: ${seconds} s`);
  return result;
};

mkdirSync('.tmp', { recursive: true });
let failedSteps = 0;
// Whole runs (no project named) also prove the types, the package build and its size budgets.
const steps = process.argv.slice(2).length
  ? []
  : [
      ['typecheck (tsc)', ['run', 'typecheck']],
      // ESLint with typescript-eslint and the boundaries between the parts (eslint.config.js): zero findings.
      ['lint (ESLint, part boundaries)', ['run', 'lint']],
      ['build: package (tsup) and app (vite)', ['run', 'build']],
      // The packed package: "exports" generated from the widget folders, publint --strict and attw (every subpath
      // resolves with its own types under node10, node16 CJS/ESM and bundler). Needs the build above.
      ['package lint (exports map, publint, attw)', ['run', 'lint:package']],
      ['size budgets (size-limit)', ['run', 'size']],
      // The static Storybook that `npm run chromatic` publishes: its builder reads the app's vite.config.ts, so a change
      // to the app's build can break it while every story still passes in vitest (it did, until 2026-12-04).
      ['Storybook static build', ['run', 'build-storybook', '--', '--output-dir', '.tmp/storybook-static', '--quiet']],
    ];
if (!steps.length && projects.includes('e2e')) steps.push(['build: app (vite)', ['run', 'build:app']]);
for (const [title, args] of steps) {
  console.log(`\n== ${title}`);
  if (timed(title, () => run('npm', args)) !== 0) {
    console.log(`!! step failed: ${title}`);
    failedSteps++;
  }
}

const results = [];
// Each failure's file, test and first message line, repeated in the summary: a long log is often seen only by its end.
const failures = [];
for (const name of projects) {
  const out = `.tmp/vitest-${name}.json`;
  const errorsOut = `.tmp/vitest-${name}-errors.json`;
  rmSync(out, { force: true });
  rmSync(errorsOut, { force: true });
  process.env.PIPKIT_VITEST_ERRORS = errorsOut;
  console.log(`\n== vitest project: ${name}`);
  const code = timed(`vitest ${name}`, () =>
    run('npx', ['vitest', 'run', '--project', name, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, '--reporter=./scripts/vitest-errors-reporter.mjs']),
  );
  let passed = 0, failed = 0, skipped = 0;
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    passed = r.numPassedTests; failed = r.numFailedTests; skipped = r.numPendingTests + (r.numTodoTests ?? 0);
    // A file that fails outside its tests (an import error, a failing beforeAll) counts as one failure of its own.
    for (const file of r.testResults ?? []) {
      if (file.status === 'failed' && !file.assertionResults?.some((a) => a.status === 'failed')) {
        failed++;
        failures.push(`${name}: ${file.name} — ${(file.message ?? '').split('\n')[0]}`);
      }
      for (const a of file.assertionResults ?? []) {
        if (a.status === 'failed') failures.push(`${name}: ${file.name} › ${a.fullName} — ${(a.failureMessages?.[0] ?? '').split('\n')[0]}`);
      }
    }
    if (r.numTotalTests === 0) failed++; // a project that ran nothing is a failure, not a pass
  } else failed++;
  // Errors outside any test fail the run with every test passed: each is one failure, named with where it came from.
  const unhandled = existsSync(errorsOut) ? JSON.parse(readFileSync(errorsOut, 'utf8')) : [];
  for (const e of unhandled) {
    failed++;
    failures.push(`${name}: unhandled ${e.message}${e.test ? ` (from ${e.test})` : ''}${e.stack.length ? ` at ${e.stack.join(' < ')}` : ''}`);
  }
  if (code !== 0 && failed === 0) {
    failed++;
    failures.push(`${name}: vitest exited with ${code} and named no failure (see its output above)`);
  }
  results.push({ name, passed, failed, skipped });
}

console.log('\n== summary');
console.log(`time: ${timings.join(', ')}`);
for (const f of failures) console.log(`FAILED ${f.replace(process.cwd() + '/', '')}`);
for (const r of results) console.log(`${r.name}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`);
const total = results.reduce((a, r) => ({ passed: a.passed + r.passed, failed: a.failed + r.failed }), { passed: 0, failed: failedSteps });
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed ? 1 : 0);
