import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const page = (name: string) => fileURLToPath(new URL(`./${name}.html`, import.meta.url));

export default defineConfig({
  base: './',
  build: { rolldownOptions: { input: { index: page('index'), whist: page('whist'), euchre: page('euchre'), loo: page('loo'), bluff: page('bluff'), embed: page('embed'), rules: page('rules-examples') } } },
  worker: { format: 'es' },
  server: { host: '0.0.0.0' },
});
