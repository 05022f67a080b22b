// Sizes of what a blog loads: the one-file bundle, and the searching bots' file fetched beside it.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { record } from '../../../bench/record.mjs';

const sizes = {};
for (const [key, file] of [['boneyard', 'boneyard.js'], ['search', 'boneyard-search.js'], ['replay', 'boneyard-replay.js']]) {
  const raw = readFileSync(new URL(`../dist/${file}`, import.meta.url));
  sizes[`bundle.${key}_bytes`] = raw.length;
  sizes[`bundle.${key}_gzip_bytes`] = gzipSync(raw, { level: 9 }).length;
}
record(sizes);
