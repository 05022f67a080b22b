/**
 * The widget online, against a stand-in for the online client (the real one, with the real server,
 * is played end to end in e2e/online.test.ts): which table it opens, the lobby, the reflected code and
 * `domino-room`, Start now, people's names on the seats, and bad settings said in words.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import axe from 'axe-core';
import { chooseAction, createGame, type TableUpdate } from '@boneyard/engine';
import { deepQueryAll, deepText } from '../../../test/deep.ts';
import type { Lobby, OnlineOptions, OnlineTable } from './online-client.ts';
import '../../domino-whist/domino-whist.ts';

const fake = vi.hoisted(() => ({
  opened: [] as OnlineOptions[],
  tables: [] as { startEarly: ReturnType<typeof vi.fn>; again: ReturnType<typeof vi.fn>; close: ReturnType<typeof vi.fn>; acts: unknown[]; push: (u: TableUpdate) => void }[],
  refuse: null as null | { code: string; message: string },
}));

vi.mock('./load-online.ts', () => ({
  loadOnline: async () => ({
    openTable: async (o: OnlineOptions): Promise<OnlineTable> => {
      fake.opened.push(o);
      if (fake.refuse) throw Object.assign(new Error(fake.refuse.message), { code: fake.refuse.code });
      let cb: ((u: TableUpdate) => void) | null = null;
      const t = { startEarly: vi.fn(), again: vi.fn(), close: vi.fn(async () => undefined), acts: [] as unknown[], push: (u: TableUpdate) => cb?.(u) };
      fake.tables.push(t);
      return {
        mode: 'online', code: o.room ?? 'ABCDEFGHJK', lobby: null,
        ping: async () => 'pong' as const,
        start: async () => ({ ok: true }),
        act: async (_seat: number, action: unknown) => {
          t.acts.push(action);
          return { ok: true };
        },
        subscribe: async (_seat: number | 'public', f: (u: TableUpdate) => void) => {
          cb = f;
          return async () => void (cb = null);
        },
        hint: async () => ({ ok: false, code: 'not-your-turn', message: '' }),
        notation: async () => null,
        setPace: async () => undefined,
        nextHand: async () => undefined,
        startEarly: t.startEarly,
        again: t.again,
        close: t.close,
        kill: () => undefined,
      };
    },
  }),
}));

const home = location.href;
const withParam = (code: string) => {
  const url = new URL(home);
  url.searchParams.set('boneyard-whist', code);
  return url.href;
};

beforeEach(() => {
  fake.opened = [];
  fake.tables = [];
  fake.refuse = null;
  sessionStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '', home);
});

const mount = (attrs: string) => {
  document.body.insertAdjacentHTML('beforeend', `<main><domino-whist ${attrs}></domino-whist></main>`);
  return document.body.lastElementChild!.firstElementChild as HTMLElement & { engineMode: string | null; secure: boolean | null; newGame: (reseed: boolean) => Promise<void> };
};

const lobby = (over: Partial<Lobby> = {}): Lobby => ({
  code: 'ABCDEFGHJK', game: 'whist', players: 4, people: 2, started: false, you: 0, host: true, teams: [[0, 2], [1, 3]],
  seats: [
    { seat: 0, name: 'Ana', person: true, here: true },
    { seat: 1, name: null, person: false, here: false },
    { seat: 2, name: null, person: false, here: false },
    { seat: 3, name: null, person: false, here: false },
  ],
  ...over,
});

test('room="new" opens a new table; the lobby shows the invite and the seats; the code is reflected and sent in domino-room', async () => {
  const rooms: { code: string; invite: string }[] = [];
  document.addEventListener('domino-room', (e) => rooms.push(e.detail), { once: true });
  const el = mount('server="wss://games.example" room="new" people="2" name="Ana"');
  await expect.poll(() => fake.opened.length).toBe(1);
  expect(fake.opened[0]).toMatchObject({ server: 'wss://games.example', room: null, people: 2, name: 'Ana', game: 'whist', options: {} });
  await expect.poll(() => el.getAttribute('room')).toBe('ABCDEFGHJK');
  expect(rooms).toEqual([{ code: 'ABCDEFGHJK', invite: withParam('ABCDEFGHJK') }]);
  fake.opened[0]!.onLobby(lobby());
  await expect.poll(() => deepQueryAll(el, '[part~="lobby-seat"]').length).toBe(4);
  expect((el.shadowRoot!.querySelector('[part~="invite"]') as HTMLInputElement).value).toBe(rooms[0]!.invite);
  expect(deepText(el)).toContain('Waiting for 1 more person.');
  // The lobby is as accessible as the table.
  const bad = (await axe.run(document.body, { resultTypes: ['violations'] })).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => v.id)).toEqual([]);
  // The host may start early; bots then take the empty seats.
  (el.shadowRoot!.querySelector('[part~="start-now"]') as HTMLButtonElement).click();
  expect(fake.tables[0]!.startEarly).toHaveBeenCalledTimes(1);
  // Reflecting the code did not open another table.
  await new Promise((r) => setTimeout(r, 50));
  expect(fake.opened).toHaveLength(1);
  expect(el.engineMode).toBe('online');
  expect(el.secure).toBe(true);
});

test('a person who is not the host sees no Start now; once dealt, the other person is named on their seat, and marked away when away', async () => {
  const el = mount('server="ws://127.0.0.1:2567" room="KKKKKKKKKK"');
  await expect.poll(() => fake.opened.length).toBe(1);
  expect(fake.opened[0]!.room).toBe('KKKKKKKKKK');
  const seats = lobby({ code: 'KKKKKKKKKK', you: 2, host: false, started: true }).seats.map((s) => (s.seat === 2 ? { ...s, name: 'Bo', person: true, here: true } : s));
  fake.opened[0]!.onLobby(lobby({ code: 'KKKKKKKKKK', you: 2, host: false, seats }));
  await expect.poll(() => deepQueryAll(el, '[part~="lobby-seat"]').length).toBe(4);
  expect(deepQueryAll(el, '[part~="start-now"]')).toHaveLength(0);
  const view = createGame({ game: 'whist', seed: 5, options: { players: 4 } }).view(2);
  fake.tables[0]!.push({ view, move: null, handEnded: null, gameEnded: false, thinking: null, waiting: false });
  await expect.poll(() => deepQueryAll(el, 'button[data-tile]').length).toBe(11);
  const seatText = () => deepQueryAll(el, '[part~="seat"]').map((s) => s.textContent ?? '').join(' | ');
  expect(seatText()).toContain('Ana');
  fake.opened[0]!.onLobby(lobby({ code: 'KKKKKKKKKK', you: 2, host: false, started: true, seats: seats.map((s) => (s.seat === 0 ? { ...s, here: false } : s)) }));
  await expect.poll(seatText).toContain('away');
});

test('an invite link in the page\'s address joins its table; New game online opens a new table', async () => {
  history.replaceState(null, '', withParam('MMMMMMMMMM'));
  const el = mount('server="ws://127.0.0.1:2567" room="new"');
  await expect.poll(() => fake.opened.length).toBe(1);
  expect(fake.opened[0]!.room).toBe('MMMMMMMMMM');
  await el.newGame(true);
  expect(fake.tables[0]!.close).toHaveBeenCalled();
  expect(fake.opened.at(-1)!.room).toBeNull();
});

test('bad online settings and a refused table are said in the widget, never a blank box', async () => {
  const el = mount('server="ws://127.0.0.1:2567" people="9"');
  await expect.poll(() => deepText(el)).toContain('people must be a whole number from 1 to 4');
  el.setAttribute('people', '2');
  el.setAttribute('room', 'nope');
  await expect.poll(() => deepText(el)).toContain('room must be "new" or a table\'s code');
  fake.refuse = { code: 'no-table', message: 'not found' };
  el.setAttribute('room', 'ZZZZZZZZZZ');
  await expect.poll(() => deepText(el)).toContain('There is no table with this code any more');
  expect(el.shadowRoot!.querySelector('[role=alert]')).not.toBeNull();
  fake.refuse = { code: 'server-unreachable', message: 'Failed to fetch' };
  el.setAttribute('room', 'new');
  await expect.poll(() => deepText(el)).toContain('The game server cannot be reached');
  expect(fake.opened.length).toBeGreaterThanOrEqual(2);
});

test('Play again at an online table asks for the next game at the same table (no new table), and the widget plays it to its own end', async () => {
  const el = mount('server="ws://127.0.0.1:2567" room="new"');
  await expect.poll(() => fake.tables.length).toBe(1);
  const game = createGame({ game: 'whist', seed: 3, options: { players: 4 } });
  // Played out by easy bots to its end, as the server would have.
  while (!game.isOver()) {
    const seat = game.view('public').toAct[0];
    game.act(seat, chooseAction(game.view(seat), { level: 'easy', seed: 1 }));
  }
  const over = game.view(0);
  fake.tables[0]!.push({ view: over, move: null, handEnded: null, gameEnded: true, thinking: null, waiting: false });
  await expect.poll(() => deepQueryAll(el, '[part~="play-again"]').length).toBe(1);
  (deepQueryAll(el, '[part~="play-again"]')[0] as HTMLButtonElement).click();
  expect(fake.tables[0]!.again).toHaveBeenCalledTimes(1);
  expect(fake.opened).toHaveLength(1);
  // The server deals: the widget plays the new game, and will announce its end again.
  const ends: unknown[] = [];
  el.addEventListener('domino-game-end', (e) => ends.push(e));
  fake.tables[0]!.push({ view: createGame({ game: 'whist', seed: 4, options: { players: 4 } }).view(0), move: null, handEnded: null, gameEnded: false, thinking: null, waiting: false });
  await expect.poll(() => deepQueryAll(el, 'button[data-tile]').length).toBe(11);
  expect(deepQueryAll(el, '[part~="game-over"]')).toHaveLength(0);
  fake.tables[0]!.push({ view: over, move: null, handEnded: null, gameEnded: true, thinking: null, waiting: false });
  await expect.poll(() => ends.length).toBe(1);
});

test('a widget playing offline that is given a server leaves its game for the lobby of a new table', async () => {
  const el = mount('players="4" seed="9" pace="0"');
  await expect.poll(() => deepQueryAll(el, 'button[data-tile]').length, { timeout: 10_000 }).toBe(11);
  el.setAttribute('server', 'ws://127.0.0.1:2567');
  el.setAttribute('room', 'new');
  await expect.poll(() => fake.opened.length).toBe(1);
  fake.opened[0]!.onLobby(lobby());
  await expect.poll(() => deepQueryAll(el, '[part~="lobby-seat"]').length).toBe(4);
  expect(deepQueryAll(el, 'button[data-tile]')).toHaveLength(0);
  expect(el.engineMode).toBe('online');
});

test('the lobby names the empty seats from the reader\'s place, as the table will: a partner across, or (each alone) the seat across', async () => {
  const el = mount('server="ws://127.0.0.1:2567" room="new"');
  await expect.poll(() => fake.opened.length).toBe(1);
  const names = () => deepQueryAll(el, '[part~="lobby-seat"] strong').map((n) => n.textContent);
  fake.opened[0]!.onLobby(lobby());
  await expect.poll(names).toEqual(['You', 'Left', 'Partner', 'Right']);
  fake.opened[0]!.onLobby(lobby({ teams: [[0], [1], [2], [3]] }));
  await expect.poll(names).toEqual(['You', 'Left', 'Across', 'Right']);
});
