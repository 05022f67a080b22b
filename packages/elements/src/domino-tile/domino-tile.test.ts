import { expect, test } from 'vitest';
import './domino-tile.ts';

const mount = async (html: string) => {
  document.body.innerHTML = html;
  const el = document.body.firstElementChild as HTMLElement & { updateComplete: Promise<unknown> };
  await el.updateComplete;
  return el;
};

test('draws the pips of each half, up to 9', async () => {
  const el = await mount('<domino-tile tile="9-8"></domino-tile>');
  expect(el.shadowRoot!.querySelectorAll('circle.pip')).toHaveLength(17);
  expect(el.shadowRoot!.querySelector('svg')!.getAttribute('aria-label')).toBe('nine-eight');
  const blank = await mount('<domino-tile tile="0-0"></domino-tile>');
  expect(blank.shadowRoot!.querySelectorAll('circle.pip')).toHaveLength(0);
  expect(blank.shadowRoot!.querySelector('svg')!.getAttribute('aria-label')).toBe('double blank');
});

test('a face-down tile carries no value', async () => {
  const el = await mount('<domino-tile hidden-face></domino-tile>');
  expect(el.shadowRoot!.querySelector('svg')!.getAttribute('aria-label')).toBe('hidden tile');
  expect(el.shadowRoot!.querySelectorAll('circle')).toHaveLength(0);
});

/** Each count as drawn on a half of a vertical tile, as on a double-nine set ('o' a pip, '.' an empty cell of the 3x3 grid). */
const FACES = [
  ['...', '...', '...'],
  ['...', '.o.', '...'],
  ['o..', '...', '..o'],
  ['o..', '.o.', '..o'],
  ['o.o', '...', 'o.o'],
  ['o.o', '.o.', 'o.o'],
  ['o.o', 'o.o', 'o.o'],
  ['o.o', 'ooo', 'o.o'],
  ['ooo', 'o.o', 'ooo'],
  ['ooo', 'ooo', 'ooo'],
];
/** The same picture a quarter turn anticlockwise: a horizontal tile is a vertical one laid down, first half on the left. */
const turned = (rows: string[]) => [2, 1, 0].map((c) => [0, 1, 2].map((r) => rows[r]![c]).join(''));

/** Sizes tiles are drawn at: a hand (about 40 x 80), a hand on a phone, and the last-trick thumbnails (about 34 x 16). */
const SIZES = [
  { size: 40, orientation: 'vertical' },
  { size: 30, orientation: 'vertical' },
  { size: 16, orientation: 'horizontal' },
] as const;

/** Measures the pips of both halves of a drawn tile: their boxes and the 3x3 picture they make. */
function halves(el: HTMLElement) {
  const tile = el.shadowRoot!.querySelector('svg')!.getBoundingClientRect();
  const horizontal = el.getAttribute('orientation') === 'horizontal';
  const side = horizontal ? tile.height : tile.width;
  const boxes = [...el.shadowRoot!.querySelectorAll('.pip')].map((p) => p.getBoundingClientRect());
  return [0, 1].map((i) => {
    const half = new DOMRect(tile.left + (horizontal ? i * side : 0), tile.top + (horizontal ? 0 : i * side), side, side);
    const mine = boxes.filter((b) => {
      const [x, y] = [b.left + b.width / 2, b.top + b.height / 2];
      return x >= half.left && x < half.right && y >= half.top && y < half.bottom;
    });
    const grid = [['.', '.', '.'], ['.', '.', '.'], ['.', '.', '.']];
    for (const b of mine) {
      const col = Math.floor(((b.left + b.width / 2 - half.left) / side) * 3);
      const row = Math.floor(((b.top + b.height / 2 - half.top) / side) * 3);
      grid[row]![col] = grid[row]![col] === '.' ? 'o' : '2';
    }
    return { half, boxes: mine, picture: grid.map((r) => r.join('')) };
  });
}

/** Clear space between two boxes (negative when they overlap). */
const gap = (a: DOMRect, b: DOMRect) => Math.max(b.left - a.right, a.left - b.right, b.top - a.bottom, a.top - b.bottom);

test('each count 0 to 9 has its own conventional pip picture on a half: 7 is the 6 plus the centre, 8 the 3x3 grid without it, 9 the full grid', async () => {
  const pictures: string[] = [];
  for (let n = 0; n <= 9; n++) {
    const el = await mount(`<domino-tile tile="${n}-${n}" style="--domino-tile-size: 40px"></domino-tile>`);
    const [top, bottom] = halves(el);
    expect(top!.boxes, `${n} pips`).toHaveLength(n);
    expect(top!.picture, `pips of ${n}`).toEqual(FACES[n]);
    expect(bottom!.picture, `pips of ${n}`).toEqual(FACES[n]);
    pictures.push(top!.picture.join('/'));
  }
  expect(new Set(pictures).size).toBe(10);
  // The pairs the player could not tell apart differ by whole pips, not by a nuance.
  expect(pictures[7]).toBe('o.o/ooo/o.o');
  expect(pictures[8]).toBe('ooo/o.o/ooo');
  expect(pictures[9]).toBe('ooo/ooo/ooo');
});

test('a horizontal tile is the vertical one laid down: first half on the left, pictures turned a quarter turn', async () => {
  for (const [a, b] of [[9, 0], [8, 1], [7, 2], [6, 3], [5, 4]] as const) {
    const el = await mount(`<domino-tile tile="${a}-${b}" orientation="horizontal" style="--domino-tile-size: 16px"></domino-tile>`);
    const [left, right] = halves(el);
    expect(left!.picture, `pips of ${a}`).toEqual(turned(FACES[a]!));
    expect(right!.picture, `pips of ${b}`).toEqual(turned(FACES[b]!));
  }
});

test('at hand and thumbnail sizes the pips of a half never touch: clear gaps of at least half a pip, 2.5 px in a hand and 1.5 px on a thumbnail', async () => {
  for (const { size, orientation } of SIZES) {
    for (let n = 0; n <= 9; n++) {
      const el = await mount(`<domino-tile tile="${n}-${n}" orientation="${orientation}" style="--domino-tile-size: ${size}px"></domino-tile>`);
      const where = `${n} at ${size}px ${orientation}`;
      for (const { half, boxes } of halves(el)) {
        expect(boxes, where).toHaveLength(n);
        for (const [i, a] of boxes.entries()) {
          // Inside its own half, clear of the divider and the rim.
          expect(Math.min(a.left - half.left, half.right - a.right, a.top - half.top, half.bottom - a.bottom), where).toBeGreaterThanOrEqual(1);
          for (const b of boxes.slice(i + 1)) {
            expect(gap(a, b), where).toBeGreaterThanOrEqual(Math.max(a.width, b.width) / 2);
            expect(gap(a, b), where).toBeGreaterThanOrEqual(size < 20 ? 1.5 : 2.5);
          }
        }
      }
    }
  }
});
