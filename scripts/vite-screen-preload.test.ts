import { describe, expect, it } from 'vitest';
import { screenChunks } from './vite-screen-preload';

const chunk = (fileName: string, imports: string[], o: { entry?: boolean; facade?: string; modules?: string[] } = {}) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  isEntry: !!o.entry,
  isDynamicEntry: !!o.facade,
  facadeModuleId: o.facade ?? null,
  moduleIds: o.modules ?? (o.facade ? [o.facade] : []),
});

describe('screen-preload', () => {
  const bundle = {
    'assets/index.js': chunk('assets/index.js', ['assets/runtime.js'], { entry: true }),
    'assets/runtime.js': chunk('assets/runtime.js', []),
    'assets/user.js': chunk('assets/user.js', ['assets/runtime.js', 'assets/card.js'], { facade: '/repo/src/app/screens/UserScreen.tsx' }),
    'assets/card.js': chunk('assets/card.js', ['assets/text.js']),
    'assets/text.js': chunk('assets/text.js', ['assets/card.js']), // a cycle is walked once
    'assets/order.js': chunk('assets/order.js', ['assets/text.js'], { facade: 'C:\\repo\\src\\app\\screens\\OrderScreen.tsx' }),
    'assets/logo.svg': { type: 'asset' as const },
  };

  it("lists a screen's chunk and what it imports, recursively, without what the entry already loads", () => {
    expect(screenChunks(bundle, { '/user': 'app/screens/UserScreen.tsx', '/order': 'app/screens/OrderScreen.tsx' })).toEqual({
      '/user': ['./assets/user.js', './assets/card.js', './assets/text.js'],
      '/order': ['./assets/order.js', './assets/text.js', './assets/card.js'],
    });
  });

  it('finds a screen that a code-splitting group took into the chunk of its code (screen-groups.ts)', () => {
    const grouped = {
      ...bundle,
      'assets/order.js': chunk('assets/order.js', ['assets/text.js'], { modules: ['/repo/src/widgets/Orders.tsx', '/repo/src/app/screens/OrderScreen.tsx'] }),
    };
    expect(screenChunks(grouped, { '/order': 'app/screens/OrderScreen.tsx' })).toEqual({ '/order': ['./assets/order.js', './assets/text.js', './assets/card.js'] });
  });

  it('fails the build when a screen has no lazy chunk of its own (renamed, or imported by the entry)', () => {
    expect(() => screenChunks(bundle, { '/wallet': 'app/screens/WalletScreen.tsx' })).toThrow(/no lazy chunk for app\/screens\/WalletScreen.tsx/);
  });
});
