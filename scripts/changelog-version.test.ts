import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
// @ts-expect-error plain ESM script without types
import { releaseChangelog } from './changelog-version.mjs';

const sample = `# Changelog\n\n## [Unreleased]\n\n### Added\n- Quote list.\n\n## [0.1.0] - 2026-01-01\n\n### Added\n- First.\n`;

describe('releaseChangelog', () => {
  it('turns [Unreleased] into the new version and opens an empty [Unreleased]', () => {
    const out = releaseChangelog(sample, '0.2.0', '2026-11-23');
    expect(out).toBe(
      `# Changelog\n\n## [Unreleased]\n\n## [0.2.0] - 2026-11-23\n\n### Added\n- Quote list.\n\n## [0.1.0] - 2026-01-01\n\n### Added\n- First.\n`,
    );
  });

  it('refuses an empty [Unreleased], a missing one and a version released twice', () => {
    expect(() => releaseChangelog('# Changelog\n\n## [Unreleased]\n\n## [0.1.0] - 2026-01-01\n- x\n', '0.2.0', 'd')).toThrow(/no changes/);
    expect(() => releaseChangelog('# Changelog\n', '0.2.0', 'd')).toThrow(/no "## \[Unreleased\]"/);
    expect(() => releaseChangelog(sample, '0.1.0', 'd')).toThrow(/already/);
  });

  it('accepts the real CHANGELOG.md', () => {
    const text = readFileSync('CHANGELOG.md', 'utf8');
    expect(releaseChangelog(text, '99.0.0', '2026-11-23')).toContain('## [99.0.0] - 2026-11-23');
  });
});
