import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Callback props are declared as properties (`onX?: (…) => void`), not methods: react-docgen skips method
  // signatures, and the callbacks are the props partners use most.
  typescript: { reactDocgen: 'react-docgen' },
};
export default config;
