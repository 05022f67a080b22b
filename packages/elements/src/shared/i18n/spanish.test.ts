import { afterEach, expect, test } from 'vitest';
import type { ReactiveController } from 'lit';
import type { TileReason } from '@boneyard/games';
import { deepAttributes, deepText } from '../../../test/deep.ts';
import { explainHint, explainTile, explainTrick } from './explain.ts';
import { Localizer } from './i18n.ts';
import '../../domino-whist/domino-whist.ts';
import '../../domino-bluff/domino-bluff.ts';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.lang = 'en';
});

/** A Localizer for an element inside `lang`. */
function localizer(lang: string): Localizer {
  const el = document.createElement('div');
  el.lang = lang;
  document.body.append(el);
  const controllers: ReactiveController[] = [];
  const host = Object.assign(el, { addController: (c: ReactiveController) => controllers.push(c), removeController() {}, requestUpdate() {}, updateComplete: Promise.resolve(true) });
  const tr = new Localizer(host as never);
  for (const c of controllers) c.hostUpdate?.();
  return tr;
}
const spanish = async (): Promise<Localizer> => {
  const tr = localizer('es');
  // The table arrives asynchronously the first time Spanish is asked for.
  await expect.poll(() => tr.t('Pass')).toBe('Pasar');
  return tr;
};

// A trump (6-4, trumps are sixes) that does not follow its other suit (fours), and the trick it took.
const follow: TileReason = { why: 'follow', led: 4, followers: ['4-1', '4-0'], tile: '6-4', trump: true };
const trick = { winner: '6-5', led: 4, trumped: true, off: ['5-3'] };
// A Loo table (each for himself) and the hint for a fold.
const loo = { teams: [[0], [1], [2], [3]] };
const who = (seat: number) => `seat ${seat}`;

test('explain, in English: the rulings page sentences, word for word', () => {
  const tr = localizer('en');
  expect(explainTile(tr, follow)).toBe('You must follow fours: 4-1 and 4-0 are fours; 6-4 is a trump, so it does not count as a four.');
  expect(explainTile(tr, { ...follow, tile: '2-1', trump: false })).toBe('You must follow fours: 4-1 and 4-0 are fours; 2-1 is not a four.');
  expect(explainTrick(tr, trick)).toBe('6-5 won: it was the highest trump, and a trump beats any four. 5-3 did not follow fours, so it could not win.');
  expect(tr.tile('6-4')).toBe('six-four');
  expect(tr.tile('0-0')).toBe('double blank');
  expect(explainHint(tr, loo, { type: 'fold' }, { code: 'folds', tricks: 1.66 }, who)).toBe('Fold. Playing on, you could expect only about 1.7 tricks, and a player who folds cannot be looed.');
  // Playing on in Loo, the hint says how often the search sees the seat looed.
  expect(explainHint(tr, loo, { type: 'miss' }, { code: 'expects-tricks', tricks: 1.84, chance: 0.213 }, who)).toBe('Take the miss. You can expect about 1.8 tricks this way, and to be looed about 21% of the time.');
  expect(explainHint(tr, loo, { type: 'stand' }, { code: 'expects-tricks', tricks: 5, chance: 0 }, who)).toBe('Stand. You can expect about 5 tricks this way, with hardly any risk of a loo.');
  expect(explainHint(tr, loo, { type: 'stand' }, { code: 'expects-tricks', tricks: 2.5 }, who)).toBe('Stand. You can expect about 2.5 tricks this way.');
});

test('explain, in Spanish', async () => {
  const tr = await spanish();
  expect(explainTile(tr, follow)).toBe('Debe seguir a los cuatros: 4-1 y 4-0 son cuatros; 6-4 es triunfo, así que no cuenta como cuatro.');
  expect(explainTrick(tr, trick)).toBe('Ganó 6-5: era el triunfo más alto, y un triunfo gana a cualquier cuatro. 5-3 no siguió a los cuatros, así que no podía ganar.');
  expect(tr.tile('6-4')).toBe('seis-cuatro');
  expect(tr.tile('0-0')).toBe('doble blanca');
  expect(explainHint(tr, loo, { type: 'fold' }, { code: 'folds', tricks: 1.66 }, who)).toBe('Retirarse. Si juega, solo puede esperar unas 1,7 bazas, y quien se retira no puede ser multado.');
  expect(explainHint(tr, loo, { type: 'miss' }, { code: 'expects-tricks', tricks: 1.84, chance: 0.213 }, who)).toMatch(/^.+\. Así puede esperar unas 1,8 bazas, y ser multado alrededor del 21% de las veces\.$/);
  expect(explainHint(tr, loo, { type: 'stand' }, { code: 'expects-tricks', tricks: 5, chance: 0 }, who)).toMatch(/^.+\. Así puede esperar unas 5 bazas, casi sin riesgo de ser multado\.$/);
});

test('a widget with lang="es" is in Spanish: what it shows, its tiles\' names and what it announces', async () => {
  document.body.insertAdjacentHTML('beforeend', '<domino-whist lang="es" players="4" seed="3" pace="0"></domino-whist>');
  const el = document.body.lastElementChild as HTMLElement;
  await expect.poll(() => deepText(el), { timeout: 10_000 }).toContain('Partida nueva');
  const text = deepText(el);
  expect(text).toContain('Whist de dominó');
  expect(text).toMatch(/Mano 1/);
  expect(text).not.toMatch(/New game|Hand 1|Score/);
  // Tiles are named in Spanish for screen readers ("seis-cuatro", "doble cinco").
  expect(deepAttributes(el)).toMatch(/\b(doble (blanca|uno|dos|tres|cuatro|cinco|seis|siete)|(blanca|uno|dos|tres|cuatro|cinco|seis|siete)-(blanca|uno|dos|tres|cuatro|cinco|seis|siete))\b/);
  // The bots move at once (pace 0): the live region says so in Spanish.
  const live = () => el.shadowRoot!.querySelector('[aria-live="polite"]')?.textContent ?? '';
  await expect.poll(live, { timeout: 10_000 }).toMatch(/(pasó|apostó|jugó|eligió)/);
});

test('setting lang on a widget that is already playing switches its language', async () => {
  document.body.insertAdjacentHTML('beforeend', '<domino-whist players="4" seed="3" pace="100000"></domino-whist>');
  const el = document.body.lastElementChild as HTMLElement;
  await expect.poll(() => deepText(el), { timeout: 10_000 }).toContain('New game');
  el.setAttribute('lang', 'es');
  await expect.poll(() => deepText(el)).toContain('Partida nueva');
  el.setAttribute('lang', 'en');
  await expect.poll(() => deepText(el)).toContain('New game');
});

test('with no lang of its own a widget follows the page\'s language, and changes when the page does', async () => {
  document.documentElement.lang = 'es-MX';
  document.body.insertAdjacentHTML('beforeend', '<domino-bluff players="3" seed="2" pace="100000"></domino-bluff>');
  const el = document.body.lastElementChild as HTMLElement;
  await expect.poll(() => deepText(el), { timeout: 10_000 }).toContain('Partida nueva');
  expect(deepText(el)).toContain('saldo −1');
  document.documentElement.lang = 'en';
  await expect.poll(() => deepText(el)).toContain('New game');
  expect(deepText(el)).not.toContain('Partida nueva');
});
