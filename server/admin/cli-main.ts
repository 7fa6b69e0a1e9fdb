#!/usr/bin/env node
import { runCli } from './cli.js';

// The admin CLI's entry (`npm run admin -- <command>`, `pipkit-admin` of the built server): prints the reply's `data`
// as JSON on stdout; errors on stderr with exit code 1. The commands live in cli.ts, which the tests import.
runCli(process.argv.slice(2), process.env).then(
  (data) => {
    process.stdout.write(JSON.stringify(data) + '\n');
  },
  (err: Error) => {
    process.stderr.write(`${err.message}\n`);
    process.exitCode = 1;
  },
);
