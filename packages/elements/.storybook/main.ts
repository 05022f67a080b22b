import type { StorybookConfig } from '@storybook/web-components-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.ts'],
  addons: ['@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  framework: { name: '@storybook/web-components-vite', options: {} },
};
export default config;
