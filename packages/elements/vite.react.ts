import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * `vite build -c vite.react.ts` writes dist/react.js: the React wrappers (@lit/react) around the
 * element classes that ./boneyard.js beside it defines, so an app gets one copy of the elements
 * whichever way it imports them. React itself is the app's (a peer dependency).
 */
export default defineConfig({
  resolve: {
    alias: [{ find: /^\.\.\/domino-(whist|euchre|loo|bluff)\/domino-(whist|euchre|loo|bluff)\.ts$/, replacement: fileURLToPath(new URL('./react-build/elements.js', import.meta.url)) }],
  },
  build: {
    lib: { entry: fileURLToPath(new URL('./src/react/react.ts', import.meta.url)), formats: ['es'], fileName: () => 'react.js' },
    emptyOutDir: false,
    minify: true,
    rolldownOptions: { external: ['boneyard-host', 'react'], output: { minify: true, codeSplitting: false, paths: { 'boneyard-host': './boneyard.js' } } },
  },
});
