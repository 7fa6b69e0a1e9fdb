import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Each arrow the project forbids (scripts/boundaries.js) is caught by npm run lint: a one-line file in each part
// that breaks it must fail, and one that keeps it must pass.

const eslint = new ESLint();
async function importFails(filePath: string, source: string): Promise<boolean> {
  const [result] = await eslint.lintText(`${source}\nexport const used = x;\n`, { filePath });
  return result.messages.some((m) => m.ruleId === 'no-restricted-imports');
}

describe('part boundaries', () => {
  const cases: Array<[string, string, string, boolean]> = [
    ['core → widgets', 'src/core/example.ts', "import { x } from '../widgets/provider';", true],
    ['core → app', 'src/core/example.ts', "import { x } from '../app/routes';", true],
    ['core → server', 'src/core/example.ts', "import { x } from '../../server/app';", true],
    ['core → react', 'src/core/example.ts', "import { x } from 'react';", true],
    ['core → its own modules', 'src/core/example.ts', "import { x } from './money/index';", false],
    ['money → the rest of core', 'src/core/money/example.ts', "import { x } from '../i18n';", true],
    ['money → a package other than big.js', 'src/core/money/example.ts', "import { x } from 'ofetch';", true],
    ['money → big.js', 'src/core/money/example.ts', "import x from 'big.js';", false],
    ['money → its own files', 'src/core/money/example.ts', "import { x } from './decimal.js';", false],
    ['widgets → app', 'src/widgets/Example/Example.tsx', "import { x } from '../../app/routes';", true],
    ['widgets → server', 'src/widgets/Example/Example.tsx', "import { x } from '../../../server/app';", true],
    ['widgets → core', 'src/widgets/Example/Example.tsx', "import { x } from '../../core';", false],
    ['app → server', 'src/app/Example.tsx', "import { x } from '../../server/app';", true],
    ['app → widgets', 'src/app/Example.tsx', "import { x } from '../widgets/Orders';", false],
    ['server → widgets', 'server/example.ts', "import { x } from '../src/widgets/Orders';", true],
    ['server → app', 'server/example.ts', "import { x } from '../src/app/routes';", true],
    ['server → core beyond money and links', 'server/example.ts', "import { x } from '../src/core/pipkit.js';", true],
    ['server → money', 'server/example.ts', "import { x } from '../src/core/money/index.js';", false],
    ['server → links', 'server/example.ts', "import { x } from '../src/core/links.js';", false],
    ['server → palette', 'server/example.ts', "import { x } from '../src/core/palette.js';", false],
  ];
  for (const [name, file, source, forbidden] of cases) {
    it(`${name} is ${forbidden ? 'refused' : 'allowed'}`, async () => {
      expect(await importFails(file, source)).toBe(forbidden);
    });
  }
});
