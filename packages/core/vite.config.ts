import { defineConfig } from 'vitest/config';
import { nodeLib } from '../../vite.node-lib.ts';

export default defineConfig(nodeLib());
