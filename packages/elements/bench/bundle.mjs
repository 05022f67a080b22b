// Sizes of what a page loads (bench/sizes.mjs): bundle.<key>_bytes and bundle.<key>_gzip_bytes.
import { record } from '../../../bench/record.mjs';
import { FILES, measure } from './sizes.mjs';

const sizes = {};
for (const f of FILES) {
  const { bytes, gzip } = measure(f);
  sizes[`bundle.${f.key}_bytes`] = bytes;
  sizes[`bundle.${f.key}_gzip_bytes`] = gzip;
}
record(sizes);
