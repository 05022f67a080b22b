import { expect, test } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return f === 'node_modules' || f === 'dist' ? [] : sources(p);
    return f.endsWith('.ts') && !/\.(test|stories)\.ts$/.test(f) ? [p] : [];
  });
}

// Attribute values and game text reach the page only through Lit's escaping templates.
test('no source writes HTML from strings or evaluates code', () => {
  const files = ['core', 'games', 'ai', 'engine', 'elements'].flatMap((p) => sources(join(root, p, 'src')));
  expect(files.length).toBeGreaterThan(20);
  for (const f of files) {
    const text = readFileSync(f, 'utf8');
    for (const pattern of [/\.innerHTML\s*=/, /\.outerHTML\s*=/, /insertAdjacentHTML/, /unsafeHTML/, /\beval\(/, /new Function\(/, /document\.write/]) {
      expect(pattern.test(text), `${f} matches ${pattern}`).toBe(false);
    }
  }
});
