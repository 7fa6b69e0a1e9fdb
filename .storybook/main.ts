import type { StorybookConfig } from '@storybook/react-vite';
import { reactDocgenWithMethods } from './docgen';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // react-docgen through ./docgen.ts, which also documents callback props declared as methods (`onX?(…): void`).
  typescript: { reactDocgen: false },
  viteFinal: (config) => ({ ...config, plugins: [...(config.plugins ?? []), reactDocgenWithMethods()] }),
};
export default config;
