import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Callback props are declared as properties (`onX?: (…) => void`), not methods: react-docgen skips method
  // signatures, and the callbacks are the props partners use most.
  typescript: { reactDocgen: 'react-docgen' },
  // Storybook's builder reads the app's vite.config.ts. The app build's own steps (index.html's islands, the
  // precompressed copies, public/'s minified scripts) look for the app's entry and page, which a Storybook build has
  // not: they are left out of it (`npm run build-storybook`, which Chromatic runs and `npm test` proves). The static
  // build lists its 500-odd files only when something is wrong: warnings and errors still print.
  viteFinal: (config, { configType }) => ({
    ...config,
    ...(configType === 'PRODUCTION' ? { logLevel: 'warn' as const } : {}),
    plugins: (config.plugins ?? []).flat().filter((p) => !(p && typeof p === 'object' && 'name' in p && String(p.name).startsWith('pipkit-'))),
  }),
};
export default config;
