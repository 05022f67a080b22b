import { expect, test } from 'vitest';
import { connectTable } from './connect.ts';

test('a worker table pushes seat views through a Comlink proxy until unsubscribed, then closes', async () => {
  const client = await connectTable();
  expect(client.mode).toBe('worker');
  const seen: { seat: number | null; hand: string[] }[] = [];
  expect(await client.start({ game: 'whist', seed: 5, options: { players: 4 }, people: [0], paceMs: 0 })).toMatchObject({ ok: true });
  const off = await client.subscribe(0, (u) => seen.push({ seat: u.view.seat, hand: u.view.hand }));
  await expect.poll(() => seen.length).toBeGreaterThan(0);
  expect(seen[0]!.seat).toBe(0);
  expect(seen[0]!.hand).toHaveLength(11);
  // Seat 0 passes in the auction; bots move and views keep coming.
  const before = seen.length;
  const pub = await new Promise<{ toAct: number[] }>((resolve) => {
    void client.subscribe('public', (u) => resolve(u.view)).then((offPublic) => setTimeout(offPublic, 0));
  });
  expect(Array.isArray(pub.toAct)).toBe(true);
  await off();
  const after = seen.length;
  const r = await client.act(0, { type: 'pass' });
  // Whether or not it was seat 0's turn, no update reaches an unsubscribed callback.
  expect(r.ok === true || r.code === 'not-your-turn').toBe(true);
  await new Promise((r2) => setTimeout(r2, 200));
  expect(seen.length).toBe(after);
  expect(after).toBeGreaterThanOrEqual(before);
  await client.close();
  // The Comlink proxy itself is released: nothing can reach the terminated worker any more.
  await expect((async () => client.ping())()).rejects.toThrow(/released/);
});

test('an illegal move comes back as a coded result, not a thrown clone', async () => {
  const client = await connectTable();
  await client.start({ game: 'whist', seed: 5, options: { players: 3 }, people: [0, 1, 2], paceMs: 0 });
  const r = await client.act(0, { type: 'bid', amount: 99 });
  expect(r.ok).toBe(false);
  expect(['bid-too-high', 'not-your-turn']).toContain((r as { code: string }).code);
  const bad = await client.start({ game: 'whist', options: { players: 9 } });
  expect(bad).toMatchObject({ ok: false, code: 'bad-option' });
  await client.close();
});
