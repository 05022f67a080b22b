import { afterEach, expect, test } from 'vitest';
import axe from 'axe-core';
import '../index.ts';
import { WHIST_FOUR } from '../../test/fixtures.ts';
import { moveOnce } from '../../test/play.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

const WIDGETS = [
  '<domino-whist players="4" seed="3" pace="100000" passing></domino-whist>',
  '<domino-whist players="3" seed="4" pace="100000"></domino-whist>',
  '<domino-euchre players="4" seed="5" pace="100000"></domino-euchre>',
  '<domino-loo players="4" scoring="chips" seed="6" pace="100000"></domino-loo>',
  '<domino-bluff players="5" seed="7" pace="100000"></domino-bluff>',
  '<domino-whist players="9"></domino-whist>',
];

test.each(WIDGETS)('axe finds no serious or critical violation: %s', async (markup) => {
  document.body.innerHTML = `<main>${markup}</main>`;
  const el = document.body.querySelector('main > *') as HTMLElement & { updateComplete: Promise<unknown> };
  await expect.poll(() => el.shadowRoot?.querySelector('[part~="base"]:not(.loading)') !== null, { timeout: 10_000 }).toBe(true);
  await new Promise((r) => setTimeout(r, 200));
  const result = await axe.run(document.body, { resultTypes: ['violations'] });
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
});


test('axe stays clean through the phases of a whist hand: bid, trump, widow, lead', async () => {
  const { deepQueryAll } = await import('../../test/deep.ts');
  const el = document.createElement('domino-whist') as unknown as HTMLElement & { deal: unknown; view: { phase: string; over: boolean; toAct: number[]; seat: number; trick: unknown[] } | null };
  el.setAttribute('players', '4');
  el.setAttribute('pace', '0');
  el.deal = WHIST_FOUR;
  document.body.append(el);
  const check = async (phase: string) => {
    await expect.poll(() => el.view?.phase, { timeout: 10_000 }).toBe(phase);
    const r = await axe.run(document.body, { resultTypes: ['violations'] });
    expect(r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${phase}: ${v.id}`)).toEqual([]);
  };
  const click = (selector: string, text?: RegExp) => {
    const b = deepQueryAll<HTMLButtonElement>(el, selector).find((x) => !x.disabled && (!text || text.test(x.textContent ?? '')));
    b!.click();
  };
  await check('bid');
  click('button[data-action="bid"]', /Bid 11/);
  await check('trump');
  click('button[data-action="trump"]', /Eights/);
  await check('exchange');
  click('button[data-action="keep"]');
  await check('play');
  // A tile that is not a trump (eights are): it has two suits to lead, so the lead buttons show.
  click('button[data-tile]:not([disabled]):not([data-tile*="8"])');
  await expect.poll(() => deepQueryAll(el, 'button[data-action="lead"]').length).toBeGreaterThan(0);
  const r = await axe.run(document.body, { resultTypes: ['violations'] });
  expect(r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

const PHASES: [string, string[]][] = [
  ['<domino-whist players="4" seed="21" pace="0" passing explain></domino-whist>', ['pass', 'bid', 'play']],
  ['<domino-euchre players="4" seed="22" pace="0" pickup="dealer" explain></domino-euchre>', ['round1', 'play']],
  ['<domino-loo players="3" seed="23" pace="0" explain></domino-loo>', ['declare', 'play']],
  ['<domino-bluff players="3" seed="24" pace="0"></domino-bluff>', ['toss', 'claim']],
];

test.each(PHASES)('axe stays clean in every phase met through a whole game, and at its end: %s', async (markup, must) => {
  document.body.innerHTML = `<main>${markup}</main>`;
  const el = document.body.querySelector('main > *') as HTMLElement & { view: { phase: string; over: boolean; toAct: number[]; seat: number; log: unknown[]; handNo: number } | null };
  const checked = new Set<string>();
  const axeClean = async (label: string) => {
    const r = await axe.run(document.body, { resultTypes: ['violations'] });
    expect(r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${label}: ${v.id} ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
  };
  await expect.poll(() => el.view !== null, { timeout: 10_000 }).toBe(true);
  for (let step = 0; step < 3000 && !el.view!.over; step++) {
    const v = el.view!;
    if (!v.toAct.includes(v.seat)) {
      await new Promise((r) => setTimeout(r, 10));
      continue;
    }
    if (!checked.has(v.phase)) {
      checked.add(v.phase);
      await axeClean(v.phase);
    }
    const key = `${v.handNo}/${v.phase}/${v.log.length}`;
    await moveOnce(el);
    await expect.poll(() => { const w = el.view!; return w.over || `${w.handNo}/${w.phase}/${w.log.length}` !== key; }, { timeout: 5000 }).toBe(true);
  }
  expect(el.view!.over).toBe(true);
  await axeClean('game over');
  expect([...checked]).toEqual(expect.arrayContaining(must));
}, 300_000);
