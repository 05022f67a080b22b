import { expect, test, vi } from 'vitest';

// Records every call the table makes to the bots, and answers with the real bot.
const calls: { level: unknown; seat: number | null }[] = [];
vi.mock('@boneyard/ai', async (importOriginal) => {
  const real = await importOriginal<typeof import('@boneyard/ai')>();
  return {
    ...real,
    chooseAction: (view: Parameters<typeof real.chooseAction>[0], opts: Parameters<typeof real.chooseAction>[1]) => {
      calls.push({ level: opts?.level, seat: view.seat });
      return real.chooseAction(view, { ...opts, budgetMs: 5 });
    },
  };
});

const { Table } = await import('../src/index.ts');

test("the table's level reaches every bot decision, and each bot sees only its own seat", async () => {
  for (const level of ['easy', 'medium', 'hard'] as const) {
    calls.length = 0;
    const table = new Table();
    let ended = false;
    await table.subscribe('public', (u) => {
      if (u.handEnded) ended = true;
    });
    expect(await table.start({ game: 'euchre', seed: 3, people: [], paceMs: 0, level })).toMatchObject({ ok: true });
    const t0 = Date.now();
    while (!ended && Date.now() - t0 < 20_000) await new Promise((r) => setTimeout(r, 5));
    await table.dispose();
    expect(ended).toBe(true);
    expect(calls.length).toBeGreaterThan(10);
    expect(new Set(calls.map((c) => c.level))).toEqual(new Set([level]));
    expect(calls.every((c) => typeof c.seat === 'number')).toBe(true);
  }
}, 60_000);
