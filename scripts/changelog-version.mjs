#!/usr/bin/env node
// `npm version <patch|minor|major>` runs this as the `version` lifecycle script: the [Unreleased] section of
// CHANGELOG.md becomes `## [x.y.z] - YYYY-MM-DD` (x.y.z = the new package.json version), a fresh empty
// [Unreleased] heading goes above it, and the file is staged so it lands in npm's version commit and tag.
import { readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

/** Pure: the changelog text with [Unreleased] released as `version` on `date`. Throws when nothing is unreleased. */
export function releaseChangelog(text, version, date) {
  const heading = /^## \[Unreleased\][^\n]*\n/m;
  const match = heading.exec(text);
  if (!match) throw new Error('CHANGELOG.md has no "## [Unreleased]" section');
  if (new RegExp(`^## \\[${version.replace(/\./g, '\\.')}\\]`, 'm').test(text)) {
    throw new Error(`CHANGELOG.md already has a section for ${version}`);
  }
  const start = match.index + match[0].length;
  const next = text.slice(start).search(/^## \[/m);
  const body = next === -1 ? text.slice(start) : text.slice(start, start + next);
  if (!/^- /m.test(body)) throw new Error('The [Unreleased] section lists no changes; nothing to release');
  return `${text.slice(0, match.index)}## [Unreleased]\n\n## [${version}] - ${date}\n${text.slice(start)}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const version = process.env.npm_package_version ?? JSON.parse(readFileSync('package.json', 'utf8')).version;
  const date = new Date().toISOString().slice(0, 10);
  writeFileSync('CHANGELOG.md', releaseChangelog(readFileSync('CHANGELOG.md', 'utf8'), version, date));
  execFileSync('git', ['add', 'CHANGELOG.md'], { stdio: 'inherit' });
  console.log(`CHANGELOG.md: [Unreleased] released as ${version} (${date})`);
}
