#!/usr/bin/env node
// `npm run chromatic`: publishes the Storybook to Chromatic for teams that have a Chromatic project. Without
// CHROMATIC_PROJECT_TOKEN it says so and exits 0, so a local run never fails for want of a token. Never part of
// `npm test`: the committed baselines of the `visual` vitest project are the gate (docs/visual-testing.md).
// chromatic.config.json holds the options; its `projectId` placeholder is filled from CHROMATIC_PROJECT_ID (and
// dropped when that is unset: the token alone identifies the project).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: CHROMATIC_PROJECT_TOKEN is not set, nothing published (set it to your Chromatic project token).');
  process.exit(0);
}

const config = JSON.parse(readFileSync('chromatic.config.json', 'utf8'));
if (process.env.CHROMATIC_PROJECT_ID) config.projectId = `Project:${process.env.CHROMATIC_PROJECT_ID.replace(/^Project:/, '')}`;
else delete config.projectId;
mkdirSync('.tmp', { recursive: true });
writeFileSync('.tmp/chromatic.config.json', JSON.stringify(config, null, 2));

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env: process.env }).status ?? 1;
// chromatic.config.json points storybookBuildDir at a fresh static build.
if (run('npm', ['run', 'build-storybook', '--', '--output-dir', config.storybookBuildDir ?? 'storybook-static', '--quiet']) !== 0) process.exit(1);
process.exit(run('npx', ['chromatic', '--config-file', '.tmp/chromatic.config.json', ...process.argv.slice(2)]));
