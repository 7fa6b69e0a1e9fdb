// A vitest reporter that writes the run's unhandled errors (an uncaught exception or rejection, a failing global
// set-up or teardown) to the file named by PIPKIT_VITEST_ERRORS. Vitest fails such a run although every test passed,
// and its JSON report does not carry them: scripts/test.mjs reads this file to name the cause in its summary.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export default class ErrorsReporter {
  onTestRunEnd(_modules, unhandledErrors) {
    const file = process.env.PIPKIT_VITEST_ERRORS;
    if (!file) return;
    const errors = unhandledErrors.map((e) => ({
      message: `${e.name ?? 'Error'}: ${e.message ?? String(e)}`,
      test: [e.VITEST_TEST_PATH, e.VITEST_TEST_NAME].filter(Boolean).join(' › ') || null,
      stack: (e.stack ?? '').split('\n').slice(1, 4).map((l) => l.trim()),
    }));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(errors, null, 2));
  }
}
