import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const page = (name: string) => fileURLToPath(new URL(`./${name}.html`, import.meta.url));
const elements = (path: string) => fileURLToPath(new URL(`../../packages/elements/${path}`, import.meta.url));
const { version } = JSON.parse(readFileSync(elements('package.json'), 'utf8')) as { version: string };

// The snippets name the package's files on a public npm CDN, at the version this site was built with
// (%VITE_BONEYARD_CDN% in the pages).
process.env.VITE_BONEYARD_CDN = `https://cdn.jsdelivr.net/npm/@boneyard/elements@${version}/dist`;

export default defineConfig({
  base: './',
  // The built files (boneyard.js and the files beside it) are served at the site's root, for the
  // embed page's download links and for people who host them themselves.
  publicDir: elements('dist'),
  build: { rolldownOptions: { input: { index: page('index'), whist: page('whist'), euchre: page('euchre'), loo: page('loo'), bluff: page('bluff'), embed: page('embed'), rules: page('rules-examples'), frame: page('frame') } } },
  worker: { format: 'es' },
  server: { host: '0.0.0.0' },
});
