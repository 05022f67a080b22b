import { afterEach, expect, test } from 'vitest';
import axe from 'axe-core';
import '../index.ts';

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

const FOUR = {
  dealer: 3,
  hands: [
    ['8-8', '8-7', '7-1', '6-5', '5-4', '4-3', '3-2', '2-1', '1-0', '6-0', '5-0'],
    ['7-7', '7-6', '7-5', '7-4', '7-3', '7-2', '6-6', '6-4', '6-3', '6-2', '6-1'],
    ['5-5', '5-3', '5-2', '5-1', '4-4', '4-2', '4-1', '4-0', '3-3', '3-1', '3-0'],
    ['2-2', '2-0', '1-1', '0-0', '8-6', '8-5', '8-4', '8-3', '8-2', '8-1', '8-0'],
  ],
  rest: ['7-0'],
};

test('axe stays clean through the phases of a whist hand: bid, trump, widow, lead', async () => {
  const { deepQueryAll } = await import('../../test/deep.ts');
  const el = document.createElement('domino-whist') as unknown as HTMLElement & { deal: unknown; view: { phase: string; over: boolean; toAct: number[]; seat: number; trick: unknown[] } | null };
  el.setAttribute('players', '4');
  el.setAttribute('pace', '0');
  el.deal = FOUR;
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
  click('button[data-tile]:not([disabled])');
  await expect.poll(() => deepQueryAll(el, 'button[data-action="lead"]').length).toBeGreaterThan(0);
  const r = await axe.run(document.body, { resultTypes: ['violations'] });
  expect(r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
