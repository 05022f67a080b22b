import { defineConfig } from 'vitest/config';
import { nodeLib } from '../../vite.node-lib.ts';

// Two entries: the rules (index.js) and the check of states read from outside (validate.js), which
// takes the rules as an argument so that a file built from it need not carry them.
const base = nodeLib();
export default defineConfig({
  ...base,
  build: { ...base.build, lib: { entry: { index: 'src/index.ts', validate: 'src/validate/index.ts' }, formats: ['es' as const], fileName: (_f: string, name: string) => `${name}.js` } },
});
