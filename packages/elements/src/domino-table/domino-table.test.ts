import { expect, test } from 'vitest';
import { cdp } from 'vitest/browser';
import './domino-table.ts';
import type { DominoTable, SeatInfo, TablePlay } from './domino-table.ts';

const seat = (name: string, size = 5): SeatInfo => ({ name, handSize: size, dealer: false, turn: false, notes: [], score: 0 });
const centre = (el: Element) => {
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
};

async function table(n: number, self: number | null, plays: TablePlay[] = []): Promise<DominoTable> {
  const el = document.createElement('domino-table') as DominoTable;
  el.style.width = '900px';
  el.seats = Array.from({ length: n }, (_, i) => seat(`S${i}`));
  el.self = self;
  el.plays = plays;
  document.body.append(el);
  await el.updateComplete;
  return el;
}

for (const n of [3, 4, 5, 6, 7]) {
  test(`${n} seats sit around the felt: the reader at the bottom, the next to play on the left, clockwise, on an ellipse`, async () => {
    const self = n - 2;
    const el = await table(n, self);
    const felt = centre(el.shadowRoot!.querySelector('[part~="felt"]')!);
    const at = (s: number) => centre(el.shadowRoot!.querySelector(`[part~="seat"][data-seat="${s}"]`)!);
    expect(el.shadowRoot!.querySelectorAll('[part~="seat"]')).toHaveLength(n);
    // The reader lowest of all, the seat after it (clockwise) on the left half.
    const me = at(self);
    for (let s = 0; s < n; s++) if (s !== self) expect(at(s).y).toBeLessThan(me.y);
    expect(at((self + 1) % n).x).toBeLessThan(felt.x - 50);
    expect(at((self + n - 1) % n).x).toBeGreaterThan(felt.x + 50);
    // Going round clockwise (on screen: bottom, left, top, right) the angle about the centre only grows.
    const turn = (s: number) => (Math.atan2(at(s).y - felt.y, at(s).x - felt.x) * 180 / Math.PI + 360 - 90) % 360;
    const angles = Array.from({ length: n }, (_, k) => turn((self + k) % n));
    for (let k = 1; k < n; k++) expect(angles[k]!).toBeGreaterThan(angles[k - 1]!);
    // The reader's own seat shows no backs of its own tiles; every other seat does.
    expect(el.shadowRoot!.querySelector(`[part~="seat"][data-seat="${self}"] .back`)).toBeNull();
    expect(el.shadowRoot!.querySelector(`[part~="seat"][data-seat="${(self + 1) % n}"] .back`)).not.toBeNull();
    el.remove();
  });
}

test('each played tile lies in front of its player: nearer its own seat than any other', async () => {
  const plays = [{ seat: 1, tile: '6-4', caption: '' }, { seat: 2, tile: '4-4', caption: '' }, { seat: 3, tile: '8-0', caption: '' }, { seat: 0, tile: '5-4', caption: '' }];
  const el = await table(4, 2, plays);
  const seats = [0, 1, 2, 3].map((s) => centre(el.shadowRoot!.querySelector(`[part~="seat"][data-seat="${s}"]`)!));
  for (const fig of el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="trick"] figure')) {
    const c = centre(fig);
    const d = seats.map((s) => Math.hypot(s.x - c.x, s.y - c.y));
    expect(d.indexOf(Math.min(...d))).toBe(Number(fig.dataset.seat));
  }
  el.remove();
});

for (const motion of ['no-preference', 'reduce'] as const) {
  test(`a played tile slides in from its seat, and a cleared trick gathers to its winner; with reduced motion neither moves (${motion})`, async () => {
    const session = cdp();
    await session.send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value: motion }] });
    try {
      const el = await table(4, 0, [{ seat: 1, tile: '6-4', caption: '' }]);
      el.plays = [...el.plays, { seat: 2, tile: '4-4', caption: '' }];
      await el.updateComplete;
      const sliding = el.shadowRoot!.querySelector('figure[data-seat="2"]')!.getAnimations().length;
      el.winner = 2;
      await el.updateComplete;
      el.plays = [];
      el.winner = null;
      await el.updateComplete;
      const gathering = [...el.shadowRoot!.querySelectorAll('.gathering figure')].flatMap((f) => f.getAnimations()).length;
      expect([sliding, gathering]).toEqual(motion === 'reduce' ? [0, 0] : [1, 2]);
      el.remove();
    } finally {
      await session.send('Emulation.setEmulatedMedia', { features: [] });
    }
  });
}
