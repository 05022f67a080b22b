/**
 * The English patterns a source file passes to `t()`: string literals in the first argument of
 * each `t(` / `.t(` call (both branches of a ternary), not literals compared with === or !==.
 * For i18n.test.ts.
 */
export function patternsIn(src: string): string[] {
  const out: string[] = [];
  const call = /(^|[^\w$])t\(/g;
  for (let m = call.exec(src); m; m = call.exec(src)) {
    let depth = 0;
    for (let i = m.index + m[0].length; i < src.length; i++) {
      const c = src[i]!;
      if (c === "'" || c === '"') {
        let j = i + 1;
        let s = '';
        for (; src[j] !== c; j++) s += src[j] === '\\' ? src[++j] : src[j];
        const before = src.slice(Math.max(0, i - 5), i).trimEnd();
        const after = src.slice(j + 1, j + 6).trimStart();
        if (depth === 0 && !/[=!]==$/.test(before) && !/^[=!]==/.test(after)) out.push(s);
        i = j;
      } else if (c === '`') {
        i = src.indexOf('`', i + 1);
      } else if ('({['.includes(c)) {
        depth++;
      } else if (')}]'.includes(c)) {
        if (depth === 0) break;
        depth--;
      } else if (c === ',' && depth === 0) {
        break;
      }
    }
  }
  return out;
}
