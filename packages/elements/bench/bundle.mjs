// Size of the one-file bundle a blog loads.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { record } from '../../../bench/record.mjs';

const raw = readFileSync(new URL('../dist/boneyard.js', import.meta.url));
record({ 'bundle.boneyard_bytes': raw.length, 'bundle.boneyard_gzip_bytes': gzipSync(raw, { level: 9 }).length });
