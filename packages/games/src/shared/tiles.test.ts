import { expect, test } from 'vitest';
import * as core from '@boneyard/core';
import { ends, hasEnd, highEnd, isDouble, lowEnd, otherEnd } from './tiles.ts';

const codeOf = (fn: () => unknown): string => {
  try {
    return JSON.stringify(fn());
  } catch (e) {
    return `throws ${(e as { code?: string }).code ?? String(e)}`;
  }
};

test("the rules' fast tile reading agrees with core's parseTile for every spelling, good or bad", () => {
  const inputs: unknown[] = [];
  for (let a = 0; a <= 9; a++) for (let b = 0; b <= 9; b++) inputs.push(`${a}-${b}`, ` ${a}-${b}`, `${a} - ${b}`);
  inputs.push('6-', '-6', '66', '6_6', 'a-b', ':-0', '9-/', '10-1', '', null, undefined, 64, {}, ['6', '4']);
  for (const t of inputs) {
    const tile = t as string;
    expect(codeOf(() => ends(tile) >> 4), String(t)).toBe(codeOf(() => core.high(tile)));
    expect(codeOf(() => highEnd(tile)), String(t)).toBe(codeOf(() => core.high(tile)));
    expect(codeOf(() => lowEnd(tile)), String(t)).toBe(codeOf(() => core.low(tile)));
    expect(codeOf(() => isDouble(tile)), String(t)).toBe(codeOf(() => core.isDouble(tile)));
    for (let n = 0; n <= 9; n++) {
      expect(codeOf(() => hasEnd(tile, n)), String(t)).toBe(codeOf(() => core.hasEnd(tile, n)));
      expect(codeOf(() => otherEnd(tile, n)), String(t)).toBe(codeOf(() => core.otherEnd(tile, n)));
    }
  }
});
