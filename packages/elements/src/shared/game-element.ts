import { LitElement, html, nothing, type CSSResultGroup, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { HintResult, TableUpdate } from '@boneyard/engine';
import type { StackedDeal } from '@boneyard/games';
import { GameController } from './game-controller.ts';
import { fire } from './events.ts';
import { isRoomCode } from './online/room-code.ts';
import type { Lobby } from './online/load-online.ts';
import { errorText, suitName, tileText } from './messages.ts';
import { Localizer, type Args } from './i18n/i18n.ts';
import { loadRulesKit, type RulesKit } from './load-rules-kit.ts';
import type { Explanation } from '@boneyard/games';
import { gameStyles } from './game.styles.ts';
import type { SeatInfo, TablePlay } from '../domino-table/domino-table.ts';
import '../domino-table/domino-table.ts';
import '../domino-hand/domino-hand.ts';
import '../domino-tile/domino-tile.ts';

/** The fields every trick game's seat view shares. */
export interface TrickView {
  game: string;
  phase: string;
  seat: number | null;
  players: number;
  dealer: number;
  toAct: number[];
  hand: string[];
  handSizes: number[];
  legalActions: ({ type: string } & Record<string, unknown>)[];
  trick: { seat: number; tile: string; suit: unknown }[];
  lastTrick: { plays: { seat: number; tile: string }[]; winner: number } | null;
  tricksWon: number[];
  scores: number[];
  teams: number[][];
  over: boolean;
  winners: number[];
  handNo: number;
  log: unknown[];
}

/** A side of the table: one seat, or a partnership whose score is one. */
export interface Side {
  seats: number[];
  name: string;
  mine: boolean;
}

/** A hand's result as every game's view has it (Bluff has no tricks). */
interface HandPoints {
  hand: number;
  scoreDelta: number[];
  tricksWon?: number[];
}

export const LEVELS = ['easy', 'medium', 'hard'] as const;
export type Level = (typeof LEVELS)[number];

/** Seats named from the person's point of view (these words are translated). */
export const SEAT_NAMES: Record<number, string[]> = {
  2: ['You', 'Opponent'],
  3: ['You', 'Left', 'Right'],
  4: ['You', 'Left', 'Partner', 'Right'],
  5: ['You', 'Left', 'Far left', 'Far right', 'Right'],
  6: ['You', 'Left', 'Far left', 'Across', 'Far right', 'Right'],
  7: ['You', 'Left', 'Far left', 'Across left', 'Across right', 'Far right', 'Right'],
};

/** Reads a boolean attribute that may also say "false": absent means "use the game's default". */
export const optionalBoolean = {
  fromAttribute: (v: string | null): boolean | string | undefined => (v === null ? undefined : v === '' || v === 'true' ? true : v === 'false' ? false : v),
  toAttribute: (v: unknown) => (v === undefined ? null : String(v)),
};

/** How a string attribute maps to an engine option. */
export type AttributeSpec =
  | { attr: string; option: string; kind: 'choice'; values: readonly string[] }
  | { attr: string; option: string; kind: 'bool' }
  | { attr: string; option: string; kind: 'int'; min: number; max: number }
  | { attr: string; option: string; kind: 'list'; values: readonly string[]; parse: (v: string) => unknown };

/**
 * Copies the attributes that are set into `options`, or returns a sentence naming the first
 * bad one. Absent attributes leave the game's default.
 */
export function readAttributes(
  values: Record<string, unknown>, specs: readonly AttributeSpec[], options: Record<string, unknown>, t: (p: string, a?: Args) => string,
): string | null {
  for (const spec of specs) {
    const raw = values[spec.attr];
    if (raw === undefined || raw === null) continue;
    const v = String(raw);
    switch (spec.kind) {
      case 'choice':
        if (!spec.values.includes(v)) return mustBe(t, spec.attr, spec.values, v);
        options[spec.option] = v;
        break;
      case 'list':
        if (!spec.values.includes(v)) return mustBe(t, spec.attr, spec.values.map((x) => `"${x}"`), v);
        options[spec.option] = spec.parse(v);
        break;
      case 'bool':
        if (!['', 'true', 'false'].includes(v)) return mustBe(t, spec.attr, ['true', 'false'], v);
        options[spec.option] = v !== 'false';
        break;
      case 'int': {
        const n = Number(v);
        if (!Number.isInteger(n) || n < spec.min || n > spec.max) return wholeNumber(t, spec.attr, spec.min, spec.max, v);
        options[spec.option] = n;
        break;
      }
    }
  }
  return null;
}

/** "players must be 2 or 3 (it is "7")." */
export const mustBe = (t: (p: string, a?: Args) => string, attr: string, values: readonly (string | number)[], v: unknown): string =>
  t('{attr} must be {values} (it is "{v}").', { attr, values: `${values.slice(0, -1).join(', ')}${values.length > 1 ? t(' or ') : ''}${values.at(-1)}`, v: String(v) });
export const wholeNumber = (t: (p: string, a?: Args) => string, attr: string, min: number, max: number, v: unknown): string =>
  t('{attr} must be a whole number from {min} to {max} (it is "{v}").', { attr, min, max, v: String(v) });

/** Points or chips as shown: whole numbers as they are, a fraction (Loo's chips per trick) to two places. */
export const points = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(2));

/** How long a finished trick stays on the felt, complete and its winner marked, before it gathers to its winner. */
export const TRICK_HOLD_MS = 1000;

/** Properties that are the widget's own UI state, not game settings: changing them never restarts the game. */
const UI_KEYS = new Set(['copied', 'view', 'why', 'selected', 'notice', 'configError', 'pace', 'announcement', 'sending', 'held', 'handOver', 'autoContinue', 'open', 'sheet', 'noHint']);

/**
 * What every game widget shares: the worker-backed table, the seat view, the settings
 * that restart a game, events, errors shown in words, the table, hand, summary and new-game button.
 * A game supplies its options, its controls and its words.
 */
export abstract class DominoGameElement<V extends TrickView> extends LitElement {
  static override styles: CSSResultGroup = gameStyles;

  /** Seed for the deal: the same seed gives the same game. Random when absent. */
  @property() seed: string | undefined = undefined;
  /** Bot strength: easy, medium or hard. */
  @property() level = 'easy';
  /** The person's seat (0 by default); the other seats are bots. */
  @property() seat: string | number = '0';
  /** Pause before each bot move, in ms (0 when the reader prefers reduced motion). */
  @property({ type: Number }) pace = 700;
  /**
   * At a hand's end the result waits for "Next hand" (when `pace` is above 0). With this set, the
   * game goes on by itself that many ms later (for pages that show a game running unattended).
   */
  @property({ type: Number, attribute: 'auto-continue' }) autoContinue: number | undefined = undefined;
  /** Keep the game in localStorage under this name and continue it after a reload (`resume` alone: one per game). */
  @property() resume: string | undefined = undefined;
  /**
   * A stacked deal to start from, for rules pages: as an attribute, its text form
   * (`dealer 3; 0: 6-6 5-5 6-5 6-4 6-2; rest: 6-3`), or as a property, `{ dealer, hands, rest, dice }`
   * as in the engine. Used for the first game only; "New game" deals at random.
   */
  @property({ converter: { fromAttribute: (v: string | null) => v ?? undefined } }) deal: StackedDeal | string | undefined = undefined;

  /**
   * A position to start from, as "Copy this position" writes it (the game as one seat knew it, the
   * tiles it could not see dealt afresh). Used for the first game only; "New game" deals at random.
   */
  @property() position: string | undefined = undefined;

  /** Rules-page mode: say why each refused tile cannot be played, and why each trick went where it did. */
  @property({ type: Boolean }) explain = false;

  /**
   * No Hint button. By default, on the reader's turn with a choice to make, Hint shows the move the
   * hard bot would make (worked out in the worker from the reader's own view) and one line of why.
   */
  @property({ type: Boolean, attribute: 'no-hint' }) noHint = false;

  /** Where the full rules are: the help ("?") links to it. */
  @property({ attribute: 'rules-url' }) rulesUrl: string | undefined = undefined;

  /**
   * Play online at a table on this game server (`wss://…`) with friends; bots take the seats nobody
   * takes. Without it, the game is played offline against bots, as ever.
   */
  @property() server: string | undefined = undefined;
  /**
   * Online: `new` (or absent) creates a private table, whose code is then reflected here and sent
   * in `domino-room`; a table's code joins that table. A page opened from an invite link joins the
   * table in the link.
   */
  @property({ reflect: true }) room: string | undefined = undefined;
  /** Online: how many people the new table waits for before it deals (2 by default); bots take the other seats. */
  @property() people: string | number | undefined = undefined;
  /** Online: the name the other people see (plain text; the server cuts it to 24 characters). */
  @property() name: string | undefined = undefined;

  @state() protected view: V | null = null;
  @state() protected why: Explanation | null = null;
  @state() protected selected: string[] = [];
  @state() protected notice: string | null = null;
  @state() protected configError: string | null = null;
  /** The last move in words, for screen readers (a polite live region). */
  @state() protected announcement = '';
  /** The hint shown (the reader's own legal move and why) until the reader moves; 0 while it is worked out (shared/hint.ts sets it). */
  protected hint: Extract<HintResult, { ok: true }> | 0 | null = null;

  // Private (#): the page reaches the game only through what the widget shows and the events it fires.
  readonly #game = new GameController(this, (u) => this.onUpdate(u));
  /** The widget's words, in the language of its nearest `lang` attribute (English or Spanish). */
  protected readonly tr = new Localizer(this);
  #gameEnded = false;
  #restart = false;

  /** 'whist', 'euchre', … */
  protected abstract readonly gameId: string;
  /** The game's name as shown in the widget (an English pattern: it is translated). */
  protected abstract readonly gameTitle: string;
  /** The engine options from the attributes, or a sentence saying which attribute is wrong. */
  protected abstract gameOptions(): { players: number; options: Record<string, unknown> } | string;
  protected abstract renderHeaderFacts(v: V): TemplateResult;
  protected abstract renderControls(v: V): TemplateResult | typeof nothing;
  protected abstract statusText(v: V): string;
  protected abstract seatNotes(v: V, seat: number): string[];
  protected abstract renderHandSummary(v: V): TemplateResult | typeof nothing;
  /** What a click on a tile of the hand does. */
  protected abstract onTile(tile: string, index: number): void;
  /** Tiles of the hand that may be clicked now. */
  protected abstract playableTiles(v: V): string[];
  /** True when a click on a playable tile sends the action at once. */
  protected abstract tilesAct(v: V): boolean;
  /** Who played a tile of the trick, and what it leads (or that it did not follow). */
  protected trickCaption(_v: V, p: { seat: number; suit: unknown }, i: number): string {
    const who = this.seatName(p.seat);
    return i === 0 ? this.t('{who} · leads {suit}', { who, suit: this.suit(p.suit) }) : p.suit === null ? this.t('{who} · off suit', { who }) : who;
  }
  /** A move in plain words ("Left bid 5"); it only ever sees what this seat may know. */
  protected abstract describeMove(v: V, seat: number, action: { type: string } & Record<string, unknown>): string;

  /** A game's own UI-only state properties, whose changes must not restart the game. */
  protected uiStateKeys(): string[] {
    return [];
  }

  /** Where the referee runs: 'worker', or 'main' when the page's CSP forbids workers. */
  get engineMode(): 'worker' | 'main' | 'online' | null {
    return this.#game.mode;
  }

  /**
   * Whether the game keeps its secrets from the page: true when the referee runs in a worker (the
   * page gets only the person's seat view), false when the page's CSP allowed no worker and it runs
   * among the page's own scripts, which could read every tile; null before it starts.
   */
  get secure(): boolean | null {
    const mode = this.#game.mode;
    return mode === null ? null : mode === 'worker' || mode === 'online';
  }

  /** Refuse to play unless the referee can run in a worker, out of the page's reach (`secure`). */
  @property({ type: Boolean, attribute: 'require-secure' }) requireSecure = false;

  protected override willUpdate(changed: PropertyValues): void {
    const ui = this.uiStateKeys();
    // The code of the table this widget has just opened, reflected into `room`, is no new setting.
    const reflected = (k: PropertyKey) => k === 'room' && this.room === this.#game.roomCode && this.#game.roomCode !== null;
    if ([...changed.keys()].some((k) => !UI_KEYS.has(String(k)) && !ui.includes(String(k)) && !reflected(k))) this.#restart = true;
    if (changed.has('pace') && !this.#restart) void this.#game.setPace(this.#pace());
  }

  protected override updated(): void {
    if (this.#restart && this.isConnected) {
      this.#restart = false;
      void this.newGame(false);
    }
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#restart = true;
    this.requestUpdate();
  }

  #pace(): number {
    const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    return reduced ? 0 : Math.max(0, Number(this.pace) || 0);
  }

  #common(players: number): { seat: number; level: Level } | string {
    const seat = Number(this.seat);
    if (!Number.isInteger(seat) || seat < 0 || seat >= players) return wholeNumber(this.tr.t.bind(this.tr), 'seat', 0, players - 1, this.seat);
    if (!LEVELS.includes(this.level as Level)) return mustBe(this.tr.t.bind(this.tr), 'level', LEVELS, this.level);
    return { seat, level: this.level as Level };
  }

  /** The stacked deal as the engine takes it, or the reason its text cannot be read. */
  async #stackedDeal(): Promise<{ deal: StackedDeal | undefined } | string> {
    if (typeof this.deal !== 'string') return { deal: this.deal };
    try {
      return { deal: (await loadRulesKit()).parseDealText(this.deal) };
    } catch (e) {
      return `deal: ${(e as Error).message}`;
    }
  }

  /** The explain sentences, once loaded (loading them redraws the widget). */
  #kit: RulesKit | null = null;
  #rulesKit(): RulesKit | null {
    if (!this.#kit) void loadRulesKit().then((k) => {
      this.#kit = k;
      this.requestUpdate();
    }, () => undefined);
    return this.#kit;
  }

  /**
   * The New game button: at once when no game is under way (none dealt, or the last one over);
   * otherwise a dialog asks first, and Keep playing (or Escape) loses nothing.
   */
  protected askNewGame(): void {
    const v = this.view;
    const underWay = v !== null && !v.over && (v.handNo > 0 || v.log.length > 0);
    if (!underWay) {
      void this.newGame(true);
      return;
    }
    this.openDialog('confirm');
  }

  /**
   * The open dialog (New game?, the scoresheet, the help). A dialog's contents exist only while it
   * is open: a closed dialog's buttons would still match `[part~="action"]:not(:disabled)`, and a
   * script pressing "any enabled action" would restart the game.
   */
  @state() protected open: 'confirm' | 'scoresheet' | 'help' | null = null;

  protected openDialog(which: 'confirm' | 'scoresheet' | 'help'): void {
    this.open = which;
    // Opened once its contents are drawn, so autofocus lands inside it.
    void this.updateComplete.then(() => {
      const dialog = this.renderRoot.querySelector<HTMLDialogElement>(`dialog[part~="${which}"]`);
      if (!dialog || dialog.open) return;
      dialog.returnValue = '';
      dialog.showModal();
    });
  }

  #closed(e: Event): void {
    const dialog = e.target as HTMLDialogElement;
    const was = this.open;
    this.open = null;
    if (was === 'confirm' && dialog.returnValue === 'new') void this.newGame(true);
  }

  async newGame(reseed = true): Promise<void> {
    const opts = this.gameOptions();
    const stacked = await this.#stackedDeal();
    const common = typeof opts === 'string' ? opts : typeof stacked === 'string' ? stacked : this.#common(opts.players);
    this.selected = [];
    this.notice = null;
    this.hint = null;
    this.sheet = [];
    this.handOver = false;
    clearTimeout(this.#continueTimer);
    this.#gameEnded = false;
    if (typeof opts === 'string' || typeof common === 'string') {
      this.configError = typeof opts === 'string' ? opts : (common as string);
      this.view = null;
      await this.#game.close();
      return;
    }
    this.configError = null;
    if (this.server) return this.#newOnlineGame(opts, common.level, reseed);
    this.#game.storageKey = this.resume === undefined || this.resume === null ? null : `boneyard:${this.gameId}:${this.resume || 'game'}`;
    if (reseed) this.#game.forget();
    const stored = reseed ? null : this.#game.saved();
    // A saved game wins over a shared position; a bad position is shown as an error, like any bad input.
    const saved = stored ?? (reseed ? null : this.position || null);
    // With no seed the worker draws one itself, so the page never holds what would reveal the deal.
    const fixed = this.seed !== undefined && this.seed !== null && this.seed !== '';
    const seed = fixed && !reseed ? (/^\d+$/.test(String(this.seed)) ? Number(this.seed) : String(this.seed)) : undefined;
    await this.#game.start({
      game: this.gameId, options: opts.options, people: [common.seat], level: common.level, paceMs: this.#pace(), explain: this.explain,
      // The pause at a hand's end is for reading, not motion: it stays under reduced motion; pace="0" (a fast table) has none.
      waitAtHandEnd: Math.max(0, Number(this.pace) || 0) > 0,
      ...(seed === undefined ? {} : { seed }),
      ...(typeof stacked !== 'string' && stacked.deal && !reseed && !saved ? { deal: stacked.deal } : {}),
      ...(saved ? { resume: saved } : {}),
    }, common.seat, this.requireSecure);
    const mode = this.#game.mode;
    if (mode !== null) fire(this, 'domino-engine', { mode, secure: mode === 'worker' });
    if (stored && this.#game.status === 'error' && this.#game.error?.code !== 'not-secure') {
      // A saved game that cannot be read (an old version, or edited by hand) is dropped, not shown as an error.
      this.#game.forget();
      await this.newGame(false);
    }
  }

  /** The URL parameter an invite link sets: `?boneyard-whist=CODE`. */
  #inviteParam(): string {
    return `boneyard-${this.gameId}`;
  }

  /** Where this tab keeps the code of the table it created, so a reload sits down at it again (room="new"). */
  #memoryKey(): string {
    return `boneyard-table:${this.server}:${this.gameId}:${location.pathname}`;
  }

  #remembered(): string | null {
    try {
      return sessionStorage.getItem(this.#memoryKey());
    } catch {
      return null;
    }
  }

  #remember(code: string | null): void {
    try {
      if (code) sessionStorage.setItem(this.#memoryKey(), code);
      else sessionStorage.removeItem(this.#memoryKey());
    } catch {
      // Storage disabled: a reload opens a new table.
    }
  }

  /** The link that seats a friend at table `code`: this page, with the table in its query. */
  inviteLink(code: string): string {
    const url = new URL(location.href);
    url.searchParams.set(this.#inviteParam(), code);
    return url.href;
  }

  /**
   * Online: opens the table — the one named in `room`, the one in the page's invite link, the one
   * this tab opened before a reload, or (`reseed`: New game, Play again) a new one.
   */
  async #newOnlineGame(opts: { players: number; options: Record<string, unknown> }, level: Level, reseed: boolean): Promise<void> {
    const t = this.tr.t.bind(this.tr);
    const people = this.people === undefined || this.people === null || this.people === '' ? Math.min(2, opts.players) : Number(this.people);
    if (!Number.isInteger(people) || people < 1 || people > opts.players) {
      this.configError = wholeNumber(t, 'people', 1, opts.players, this.people);
      return;
    }
    const asked = String(this.room ?? '').trim();
    if (asked && asked !== 'new' && !isRoomCode(asked)) {
      this.configError = t('room must be "new" or a table\'s code (it is "{v}").', { v: asked.slice(0, 20) });
      return;
    }
    const invited = new URL(location.href).searchParams.get(this.#inviteParam());
    const fromMemory = reseed ? null : this.#remembered();
    const room = reseed ? null : asked && asked !== 'new' ? asked : invited && isRoomCode(invited) ? invited : fromMemory;
    if (reseed) this.#remember(null);
    // What was on the table (an offline game, another table) goes: the lobby comes first.
    this.view = null;
    this.held = null;
    const config = { game: this.gameId, options: opts.options, level };
    await this.#game.startOnline(config, { server: String(this.server), room, people, name: this.name ?? '' }, (code) => this.#joined(code, room === null));
    if (this.#game.status === 'error' && this.#game.error?.code === 'no-table' && room !== null && room === fromMemory && room !== asked) {
      // The table this tab had is gone (closed, or the game ended long ago): start afresh.
      this.#remember(null);
      await this.#game.startOnline(config, { server: String(this.server), room: null, people, name: this.name ?? '' }, (code) => this.#joined(code, true));
    }
    if (this.#game.mode === 'online') fire(this, 'domino-engine', { mode: 'online', secure: true });
  }

  #joined(code: string, created: boolean): void {
    if (created || !this.room || this.room === 'new') this.#remember(code);
    this.room = code;
    fire(this, 'domino-room', { code, invite: this.inviteLink(code) });
  }

  /** The invite link was just copied (its button says so for a moment). */
  @state() protected copied = false;

  async #copyInvite(): Promise<void> {
    const code = this.#game.roomCode;
    if (!code) return;
    await navigator.clipboard?.writeText(this.inviteLink(code)).catch(() => undefined);
    this.copied = true;
    this.announcement = this.t('The invite link is copied.');
    setTimeout(() => (this.copied = false), 2000);
  }

  /** A seat's name at an online table: a person's own name, or the seat's place from the reader's. */
  #lobbyName(lobby: Lobby, seat: number): string {
    const who = lobby.seats[seat];
    if (seat !== lobby.you && who?.person && who.name) return who.name;
    return this.#placeName(lobby.players, lobby.you, seat, lobby.teams);
  }

  /** Before the deal at an online table: the invite, who has sat down, and (for the host) Start now. */
  #renderLobby(lobby: Lobby | null): TemplateResult {
    const code = this.#game.roomCode;
    if (!lobby || !code) return html`<div part="base lobby" class="loading" aria-busy="true">${this.t('Connecting to the game server…')}</div>`;
    const sitting = lobby.seats.filter((s) => s.person).length;
    const waitingFor = Math.max(0, lobby.people - sitting);
    return html`<section part="base lobby" class="lobby" aria-labelledby="lobby-title">
      <h2 id="lobby-title">${this.t(this.gameTitle)} · ${this.t('Table {code}', { code })}</h2>
      <p>${this.t('Send this link to the friends you play with:')}</p>
      <div class="invite">
        <input part="invite" readonly .value=${this.inviteLink(code)} aria-label=${this.t('Invite link')} @focus=${(e: Event) => (e.target as HTMLInputElement).select()}>
        <button part="copy-invite" class="secondary" @click=${() => this.#copyInvite()}>${this.copied ? this.t('Copied') : this.t('Copy link')}</button>
      </div>
      <ul part="lobby-seats" class="lobby-seats">
        ${lobby.seats.map((s) => html`<li part="lobby-seat" data-seat=${s.seat} class=${s.seat === lobby.you ? 'mine' : ''}>
          <strong>${this.#lobbyName(lobby, s.seat)}</strong>
          <span>${s.person ? (s.here ? this.t('here') : this.t('away')) : this.t('empty: a bot plays unless a friend sits here')}</span></li>`)}
      </ul>
      <p part="status" class="status" role="status">${waitingFor === 1 ? this.t('Waiting for 1 more person.') : this.t('Waiting for {n} more people.', { n: waitingFor })}</p>
      ${lobby.host ? html`<button part="action start-now" data-action="start-now" @click=${() => this.#game.startEarly()}>${this.t('Start now: bots take the empty seats')}</button>` : nothing}
    </section>`;
  }

  /** The trick just finished, kept on the felt for a moment (the view has already cleared it). */
  @state() protected held: { plays: TablePlay[]; winner: number } | null = null;
  #holdTimer: ReturnType<typeof setTimeout> | undefined;

  #hold(prev: V | null, v: V): void {
    const done = v.lastTrick;
    // A new trick under way (or none finished yet): whatever was held gives way at once.
    if (v.trick.length > 0 || !done) return this.#letGo();
    if (prev && JSON.stringify(prev.lastTrick) === JSON.stringify(done)) return;
    clearTimeout(this.#holdTimer);
    this.held = { plays: done.plays.map((p) => ({ seat: p.seat, tile: p.tile, caption: this.seatName(p.seat) })), winner: done.winner };
    this.#holdTimer = setTimeout(() => this.#letGo(), TRICK_HOLD_MS);
  }

  #letGo(): void {
    clearTimeout(this.#holdTimer);
    this.held = null;
  }

  /**
   * A hand has just ended and the table waits for "Next hand": the next hand's controls and tiles
   * wait too, so the only thing to press is Next hand.
   */
  @state() protected handOver = false;
  /**
   * Every hand's points seen by this widget, for the scoresheet (hand results are public). Hands
   * played before a reload or a recovered worker show as one "earlier hands" line.
   */
  @state() protected sheet: { hand: number; scoreDelta: number[] }[] = [];
  #continueTimer: ReturnType<typeof setTimeout> | undefined;

  /** On from a hand's result to the next deal. */
  protected nextHand(): void {
    clearTimeout(this.#continueTimer);
    this.handOver = false;
    void this.#game.nextHand();
  }

  protected onUpdate(u: TableUpdate): void {
    const prev = this.view;
    this.view = u.view as V;
    if (prev?.over && !this.view.over) {
      // A new game at the same online table (Play again): a new scoresheet, a new end to announce.
      this.sheet = [];
      this.#gameEnded = false;
    }
    this.#hold(prev, this.view);
    const waiting = u.waiting === true && !u.gameEnded;
    if (waiting && !this.handOver) {
      const after = Number(this.autoContinue);
      if (this.autoContinue !== undefined && this.autoContinue !== null && Number.isFinite(after)) this.#continueTimer = setTimeout(() => this.nextHand(), Math.max(0, after));
    }
    if (!waiting) clearTimeout(this.#continueTimer);
    this.handOver = waiting;
    this.why = (u.explain as Explanation | null | undefined) ?? null;
    // A hint lasts until the reader moves (or is no longer to move).
    if (u.move?.seat === this.view.seat || !this.myTurn(this.view)) this.hint = null;
    if (prev && (prev.phase !== this.view.phase || prev.handNo !== this.view.handNo)) this.selected = [];
    if (u.move) {
      if (u.move.seat === this.view.seat) this.#movesSeen.mine++;
      else this.#movesSeen.others++;
      // A refusal is about a position now gone (a refused press arriving meanwhile sets its own).
      if (!this.sending) this.notice = null;
      fire(this, 'domino-move', { seat: u.move.seat, action: u.move.action as { type: string }, by: u.move.seat === this.view.seat ? 'person' : this.#game.lobby?.seats[u.move.seat]?.person ? 'friend' : 'bot' });
      const v = this.view;
      const said = [this.describeMove(v, u.move.seat, u.move.action as { type: string } & Record<string, unknown>)];
      if (v.lastTrick && prev?.lastTrick !== undefined && JSON.stringify(prev.lastTrick) !== JSON.stringify(v.lastTrick)) said.push(v.lastTrick.winner === v.seat ? this.t('You take the trick.') : this.t('{who} takes the trick.', { who: this.seatName(v.lastTrick.winner) }));
      this.announcement = said.filter(Boolean).join(' ');
    }
    if (u.handEnded) {
      const h = u.handEnded as HandPoints;
      if (!this.sheet.some((r) => r.hand === h.hand)) this.sheet = [...this.sheet, { hand: h.hand, scoreDelta: h.scoreDelta.slice() }];
      fire(this, 'domino-hand-end', u.handEnded);
    }
    if (u.gameEnded && !this.#gameEnded) {
      this.#gameEnded = true;
      fire(this, 'domino-game-end', { winners: this.view.winners, scores: this.view.scores });
    }
  }

  /** A move of the person's is on its way to the engine (the widget is aria-busy meanwhile). */
  @state() protected sending = false;
  /** Moves this widget has been told of, the person's and the other seats': what a refused press met. */
  #movesSeen = { mine: 0, others: 0 };

  protected async send(action: { type: string }): Promise<void> {
    const v = this.view;
    // One move at a time: while the engine is busy (a bot thinking beside a simultaneous pass), a
    // second press of the same button would be refused as not-your-turn once the first lands.
    if (!v || v.seat === null || this.sending) return;
    this.notice = null;
    this.sending = true;
    const { mine, others } = this.#movesSeen;
    try {
      const r = await this.#game.act(v.seat, action);
      // The person's move came back as made: a refusal is of the same move sent again, to a worker
      // brought back after it stopped answering, which had it already.
      if (r.ok || this.#movesSeen.mine !== mine) this.selected = [];
      // Another seat's move reached the table first (a press on a view that was already old): say
      // so, not that the move is not allowed.
      else if (this.#movesSeen.others !== others && (r.code === 'not-your-turn' || r.code === 'illegal-action')) this.notice = this.t('Too late: another player moved first.');
      else this.notice = errorText(this.tr, r.code, r.message);
    } finally {
      this.sending = false;
    }
  }

  /** Is `a` the hinted move? (Each game marks its control for it with `data-hinted`.) */
  protected hinted(a?: object): boolean {
    return !!this.hint && JSON.stringify(a) === JSON.stringify(this.hint.action);
  }

  protected legal<A extends { type: string }>(type: A['type']): A[] {
    return (this.view?.legalActions ?? []).filter((a) => a.type === type) as unknown as A[];
  }

  protected myTurn(v: V): boolean {
    return v.seat !== null && v.toAct.includes(v.seat);
  }

  /** Seats are named from the person's point of view: "Left" is the next seat clockwise. */
  protected seatName(seat: number): string {
    const v = this.view!;
    // Online, another person is called by the name they chose.
    const person = v.seat !== seat ? this.#game.lobby?.seats[seat] : undefined;
    if (person?.person && person.name) return person.name;
    return this.#placeName(v.players, v.seat, seat, v.teams);
  }

  /** "Left", "Partner", "Across"…: a seat's place from the reader's (`self`; a spectator reads from seat 0). */
  #placeName(players: number, self: number | null, seat: number, teams: number[][]): string {
    const rel = (seat - (self ?? 0) + players) % players;
    const partnersFixed = teams.some((t) => t.length > 1);
    const name = players === 4 && !partnersFixed && rel === 2 ? 'Across' : SEAT_NAMES[players]?.[rel];
    return name ? this.t(name) : this.t('Seat {n}', { n: seat + 1 });
  }

  protected names(seats: readonly number[]): string {
    return this.tr.list(seats.map((s) => this.seatName(s)));
  }

  /** Words in the widget's language (i18n/i18n.ts). */
  protected t(pattern: string, args?: Args): string {
    return this.tr.t(pattern, args);
  }

  protected tileName(tile: string): string {
    return this.tr.tile(tile);
  }

  /** "3 tricks", "1 trick". */
  protected tricks(n: number): string {
    return n === 1 ? this.t('1 trick') : this.t('{n} tricks', { n });
  }

  protected gameOverText(v: V): string {
    const you = v.seat !== null && v.winners.includes(v.seat);
    if (you && v.winners.length === 1) return this.t('Game over. You win!');
    return this.t(v.winners.length > 1 ? 'Game over. {who} win!' : 'Game over. {who} wins!', { who: this.names(v.winners) });
  }

  protected seatInfos(v: V): SeatInfo[] {
    const thinking = this.botThinking(v);
    // Partners share one score: it is shown once, in the header, not on each partner's seat.
    const teams = v.teams.some((t) => t.length > 1);
    return v.handSizes.map((size, s) => ({
      // Everyone choosing at once (passing tiles, laying claims) is nobody's turn in particular.
      name: this.seatName(s), handSize: size, dealer: v.dealer === s, turn: v.toAct.length === 1 && v.toAct[0] === s, notes: [...this.seatNotes(v, s), ...this.#away(s)], score: teams ? null : v.scores[s]!,
      thinking: thinking && v.toAct.includes(s),
    }));
  }

  /** Online, a person who has dropped: a bot keeps their seat warm until they are back. */
  #away(seat: number): string[] {
    const who = this.#game.lobby?.seats[seat];
    return who?.person && !who.here ? [this.t('away: a bot plays for now')] : [];
  }

  /** What sits in the middle of the felt: a turn-up, a widow (a game's own; nothing by default). */
  protected renderMiddle(_v: V): TemplateResult | typeof nothing {
    return nothing;
  }

  #plays(v: V): TablePlay[] {
    return v.trick.map((p, i) => ({ seat: p.seat, tile: p.tile, caption: this.trickCaption(v, p, i) }));
  }

  /**
   * The buttons that lead the selected tile, one per suit it may lead (the board knows no
   * rules: these are the legal play actions for that tile). `all` also offers a lead with no suit to name.
   */
  protected leadButtons(v: V, all = false): TemplateResult | typeof nothing {
    if (v.trick.length > 0 || this.selected.length === 0) return nothing;
    const tile = this.selected[0]!;
    const plays = this.legal<{ type: 'play'; tile: string; suit?: unknown }>('play').filter((a) => a.tile === tile && (all || a.suit !== undefined));
    return html`${plays.map((a) => html`<button part="action" data-action="lead" ?data-hinted=${this.hinted(a)} @click=${() => this.send(a)}>
      ${a.suit === undefined ? this.t('Lead {tile} as a trump', { tile: this.tileName(tile) }) : this.t('Lead {tile} as {suit}', { tile: this.tileName(tile), suit: this.suit(a.suit) })}</button>`)}`;
  }

  /** A click on a tile in play: plays it when that is the only way to play it, else selects it (a suit is to be named). */
  protected playOrSelect(tile: string, alwaysSelectOnLead = false): void {
    const v = this.view!;
    const plays = this.legal<{ type: 'play'; tile: string; suit?: unknown }>('play').filter((a) => a.tile === tile);
    const leading = v.trick.length === 0;
    // One way to play it: no suit to name, nothing to confirm.
    if (plays.length === 1 && !(leading && alwaysSelectOnLead)) {
      void this.send(plays[0]!);
      return;
    }
    this.selected = this.selected[0] === tile ? [] : [tile];
  }

  /** Escape in the hand: drop the tiles chosen so far. */
  protected clearSelection(): void {
    this.selected = [];
  }

  /** Positions selected in the hand, for games whose hands hold duplicate tiles (null: select by tile). */
  protected selectedIndexes(): number[] | null {
    return null;
  }

  /** The seats and the middle of the table: by default the trick in play and the last trick. */
  protected renderCenter(v: V): TemplateResult {
    const held = v.trick.length === 0 ? this.held : null;
    // The last trick's line is there, empty, before the first trick is won and after the hand.
    const last = v.phase === 'play' ? v.lastTrick : null;
    return html`<domino-table exportparts="felt, seats, seat, trick, middle, tile-face, pip" .seats=${this.seatInfos(v)} .self=${v.seat}
        .plays=${held ? held.plays : this.#plays(v)} .winner=${held ? held.winner : null} trick-label=${this.t('Current trick')} score-label=${this.scoreLabel(v)}
        placeholder=${v.phase === 'play' ? this.t('Waiting for the lead.') : v.over ? this.t('The game is over.') : ''}>${this.renderMiddle(v)}</domino-table>
      <div part="last-trick" class="last-trick" aria-label=${last ? this.t('Last trick') : nothing}>${last ? html`
        ${this.t('Last trick ({who} won):', { who: this.seatName(last.winner) })}
        ${last.plays.map((p) => html`<span class=${p.seat === last.winner ? 'win' : ''}><domino-tile tile=${p.tile} orientation="horizontal" exportparts="tile: tile-face, pip"></domino-tile></span>`)}
        ${this.why?.lastTrick && this.#rulesKit() ? html`<p part="explain" class="explain">${this.#kit!.explainTrick(this.tr, this.why.lastTrick)}</p>` : nothing}` : nothing}</div>`;
  }

  /** A key tile at full size in the middle of the felt, with what it is. */
  protected renderMiddleTile(label: string, tile: string): TemplateResult {
    return html`<figure class="key-tile"><domino-tile tile=${tile} exportparts="tile: tile-face, pip"></domino-tile><figcaption>${label}</figcaption></figure>`;
  }

  protected renderTrumpTile(label: string, tile: string): TemplateResult {
    return html`<span class="turn-up">${label} <domino-tile tile=${tile} orientation="horizontal" exportparts="tile: tile-face, pip"></domino-tile></span>`;
  }

  /** The word before each seat's score. */
  protected scoreLabel(_v: V): string {
    return this.t('Score');
  }

  protected suit(s: unknown): string {
    return this.t(suitName(s as number | string | null));
  }

  /**
   * Puts the finished game's notation (for <domino-replay>, or to share) on the clipboard and fires
   * `domino-notation` with it. Only once the game is over: its seed would reveal every hidden tile.
   */
  async copyNotation(): Promise<string | null> {
    const text = await this.#game.notation();
    if (text === null) return null;
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    fire(this, 'domino-notation', { notation: text });
    this.announcement = this.t('The game is copied as text.');
    return text;
  }

  /**
   * Puts the game in progress, as the reader knows it, on the clipboard and fires `domino-position`
   * with it: the reader's own view and nothing more. A widget with `position` set to it plays on
   * from there, every tile the reader could not see dealt afresh by its own referee.
   */
  async copyPosition(): Promise<string | null> {
    const text = this.#game.position();
    if (text === null) return null;
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    fire(this, 'domino-position', { position: text });
    this.announcement = this.t('This position is copied as text.');
    return text;
  }

  /** A bot is to move: the widget shows it is thinking (the status line says who, in words). */
  protected botThinking(v: V): boolean {
    // While a hand's result waits for Next hand, nobody is thinking: the bots wait too.
    return !v.over && !this.handOver && v.toAct.length > 0 && !this.myTurn(v);
  }

  /** The sides that score: partnerships where partners are fixed, else each seat. */
  protected sides(v: V): Side[] {
    const teams = v.teams.some((t) => t.length > 1) ? v.teams : v.handSizes.map((_, s) => [s]);
    return teams.map((seats) => {
      const mine = v.seat !== null && seats.includes(v.seat);
      const name = seats.length === 1 ? this.seatName(seats[0]!) : mine ? this.t('Us') : teams.length === 2 ? this.t('Them') : this.names(seats);
      return { seats, name, mine };
    });
  }

  /** "Hand 3" in the header (null where the game counts its deals itself). */
  protected handLabel(v: V): string | null {
    return this.t('Hand {n}', { n: v.handNo + (v.over ? 0 : 1) });
  }

  /** The score a game plays to (null: a set number of deals). */
  protected playingTo(v: V): number | null {
    const t = (v as unknown as { options?: { target?: unknown } }).options?.target;
    return typeof t === 'number' ? t : null;
  }

  #signed(n: number): string {
    return n > 0 ? `+${points(n)}` : points(n);
  }

  /** "Us 18 – Them 22 (to 30)": one score per partnership, in the header. */
  #teamScore(v: V): TemplateResult | typeof nothing {
    const sides = this.sides(v);
    if (!sides.some((s) => s.seats.length > 1)) return nothing;
    const target = this.playingTo(v);
    const line = sides.map((s) => `${s.name} ${v.scores[s.seats[0]!]}`).join(' – ');
    return html`<span part="team-score" class="team-score"><strong>${line}</strong>${target === null ? '' : ` ${this.t('(to {n})', { n: target })}`}</span>`;
  }

  /** This hand for each side: tricks, points, and the running total. */
  #resultTable(v: V, h: HandPoints): TemplateResult {
    const sides = this.sides(v);
    const tricks = Array.isArray(h.tricksWon);
    return html`<table part="result-table" class="sheet">
      <thead><tr><th scope="col"></th>${tricks ? html`<th scope="col">${this.t('Tricks')}</th>` : nothing}<th scope="col">${this.t('This hand')}</th><th scope="col">${this.t('Total')}</th></tr></thead>
      <tbody>${sides.map((s) => html`<tr class=${s.mine ? 'mine' : ''}><th scope="row">${s.name}</th>
        ${tricks ? html`<td>${s.seats.reduce((n, seat) => n + h.tricksWon![seat]!, 0)}</td>` : nothing}
        <td>${this.#signed(h.scoreDelta[s.seats[0]!]!)}</td><td>${v.scores[s.seats[0]!]}</td></tr>`)}</tbody>
    </table>`;
  }

  /** Every hand's points, a column per side, and the totals. */
  protected renderScoresheet(v: V): TemplateResult {
    const sides = this.sides(v);
    const rows = this.sheet.filter((r) => r.hand <= v.handNo);
    // Hands this widget did not see (before a reload or a recovered worker): their sum, on one line.
    const earlier = sides.map((s) => v.scores[s.seats[0]!]! - rows.reduce((n, r) => n + r.scoreDelta[s.seats[0]!]!, 0));
    const hasEarlier = earlier.some((n) => Math.abs(n) > 1e-9);
    return html`<table part="scoresheet-table" class="sheet">
      <thead><tr><th scope="col">${this.t('Hand')}</th>${sides.map((s) => html`<th scope="col" class=${s.mine ? 'mine' : ''}>${s.name}</th>`)}</tr></thead>
      <tbody>
        ${hasEarlier ? html`<tr><th scope="row">${rows.length ? this.t('Before hand {n}', { n: rows[0]!.hand }) : this.t('So far')}</th>${earlier.map((n) => html`<td>${this.#signed(n)}</td>`)}</tr>` : nothing}
        ${rows.map((r) => html`<tr><th scope="row">${r.hand}</th>${sides.map((s) => html`<td>${this.#signed(r.scoreDelta[s.seats[0]!]!)}</td>`)}</tr>`)}
        ${!rows.length && !hasEarlier ? html`<tr><td colspan=${sides.length + 1}>${this.t('No hand has been scored yet.')}</td></tr>` : nothing}
      </tbody>
      <tfoot><tr><th scope="row">${this.t('Total')}</th>${sides.map((s) => html`<td>${v.scores[s.seats[0]!]}</td>`)}</tr></tfoot>
    </table>`;
  }

  #dialogs(v: V): TemplateResult {
    // The help's words come with the rules kit, fetched the first time a reader asks (it redraws then).
    const kit = this.open === 'help' ? this.#rulesKit() : null;
    const help = kit ? kit.helpTopic(this.gameId, v.phase, (p) => this.t(p)) : null;
    return html`<dialog part="confirm" aria-labelledby="confirm-title" @close=${(e: Event) => this.#closed(e)}>
        ${this.open === 'confirm' ? html`<form method="dialog">
          <p id="confirm-title"><strong>${this.t('Start a new game?')}</strong></p>
          <p>${this.t('The game under way will be lost.')}</p>
          <div class="dialog-buttons">
            <button part="action" value="keep" autofocus>${this.t('Keep playing')}</button>
            <button part="action" value="new" data-action="confirm-new-game">${this.t('New game')}</button>
          </div>
        </form>` : nothing}
      </dialog>
      <dialog part="scoresheet" aria-labelledby="sheet-title" @close=${(e: Event) => this.#closed(e)}>
        ${this.open === 'scoresheet' ? html`<form method="dialog">
          <h3 id="sheet-title">${this.t('Scoresheet')}</h3>
          ${this.renderScoresheet(v)}
          ${this.playingTo(v) === null ? nothing : html`<p>${this.t('The game is played to {n}.', { n: this.playingTo(v)! })}</p>`}
          <div class="dialog-buttons"><button part="close" value="close" autofocus>${this.t('Close')}</button></div>
        </form>` : nothing}
      </dialog>
      <dialog part="help" aria-labelledby="help-title" @close=${(e: Event) => this.#closed(e)}>
        ${this.open === 'help' ? html`<form method="dialog">
          <h3 id="help-title">${help?.title ?? this.t('How to play')}</h3>
          ${help ? help.text.map((p) => html`<p>${p}</p>`) : html`<p aria-busy="true">…</p>`}
          ${this.rulesUrl ? html`<p><a part="rules-link" href=${this.rulesUrl} target="_top">${this.t('The full rules')}</a></p>` : nothing}
          <div class="dialog-buttons"><button part="close" value="close" autofocus>${this.t('Close')}</button></div>
        </form>` : nothing}
      </dialog>`;
  }

  /** At a hand's end (a paced table waits): the result, each side's points, Next hand. */
  #handResult(v: V, summary: TemplateResult | typeof nothing): TemplateResult | typeof nothing {
    const h = (v as unknown as { lastHand: HandPoints | null }).lastHand;
    if (!this.handOver || !h) return nothing;
    return html`<section part="hand-result" class="moment" aria-labelledby="hand-result-title">
      <h3 id="hand-result-title">${this.t('Hand {n} is over', { n: h.hand })}</h3>
      ${summary}
      ${this.#resultTable(v, h)}
      <div class="moment-buttons">
        <button part="action next-hand" data-action="next-hand" @click=${() => this.nextHand()}>${this.t('Next hand')}</button>
        <button part="scoresheet-toggle" class="secondary" @click=${() => this.openDialog('scoresheet')}>${this.t('Scoresheet')}</button>
      </div>
    </section>`;
  }

  /** Play again: online, the next game at the same table with the same friends; offline, a new deal. */
  #playAgain(): void {
    if (!this.#game.again()) void this.newGame(true);
  }

  /** The game is over: who won, the whole scoresheet, Play again. */
  #gameOver(v: V, summary: TemplateResult | typeof nothing): TemplateResult {
    return html`<section part="summary game-over" class="moment" aria-labelledby="game-over-title">
      <h3 id="game-over-title">${this.gameOverText(v)}</h3>
      ${summary}
      ${this.renderScoresheet(v)}
      <div class="moment-buttons">
        <button part="play-again" class="primary" @click=${() => this.#playAgain()}>${this.t('Play again')}</button>
      </div>
    </section>`;
  }

  override render() {
    const bad = this.configError ?? (this.#game.status === 'error' ? errorText(this.tr, this.#game.error!.code, this.#game.error!.message) : null);
    if (bad) {
      return html`<div part="base error" role="alert" class="bad-config">
        <strong>${this.t('This {game} table cannot start.', { game: this.t(this.gameTitle) })}</strong> ${bad}
      </div>`;
    }
    const v = this.view;
    if (!v && this.server) return this.#renderLobby(this.#game.lobby);
    if (!v) return html`<div part="base" class="loading" aria-busy="true">${this.t('Shuffling the tiles…')}</div>`;
    const summary = this.renderHandSummary(v);
    const moment = v.over ? this.#gameOver(v, summary) : this.#handResult(v, summary);
    const hint = this.hint ? this.#rulesKit()?.hintParts(this as never) : null;
    return html`<div part="base" class="game" aria-busy=${this.sending ? 'true' : 'false'}>
      <header part="header">
        <div class="header-facts">
          <h2>${this.t(this.gameTitle)}</h2>
          ${this.handLabel(v) === null ? nothing : html`<span>${this.handLabel(v)}</span>`}
          ${this.#teamScore(v)}
          <div class="game-facts">${this.renderHeaderFacts(v)}</div>
        </div>
        <span class="header-tools">
          <button part="scoresheet-toggle" class="icon" aria-label=${this.t('Scoresheet')} title=${this.t('Scoresheet')} @click=${() => this.openDialog('scoresheet')}>≡</button>
          <button part="help-toggle" class="icon" aria-label=${this.t('Help')} title=${this.t('Help')} @click=${() => this.openDialog('help')}>?</button>
        </span>
      </header>
      ${this.renderCenter(v)}
      <p class="sr-only" role="status" aria-live="polite">${this.announcement}</p>
      <div class="play-area">
      ${moment}
      <div class="under-moment" ?inert=${moment !== nothing}>
      <div class="status-line">
      <p part="status" class="status">${v.over ? this.gameOverText(v) : this.handOver ? '' : this.statusText(v)}${this.botThinking(v)
        ? html` <span part="thinking" class="thinking" aria-hidden="true" data-thinking=${this.level}><span class="dot"></span><span class="dot"></span><span class="dot"></span></span>`
        : nothing}</p>
      ${this.notice ? html`<p part="error" role="alert" class="notice">${this.notice}</p>` : nothing}
      </div>
      <domino-hand exportparts="hand, tile, action, tile-face, pip" .tiles=${v.hand} .playable=${this.handOver ? [] : this.playableTiles(v)} .selected=${this.selected}
        .hinted=${hint?.tiles}
        ?actionable=${this.tilesAct(v)} @domino-tile-select=${(e: CustomEvent<{ tile: string; index: number }>) => this.onTile(e.detail.tile, e.detail.index)}
        @domino-selection-clear=${() => this.clearSelection()}
        .selectedIndexes=${this.selectedIndexes()}></domino-hand>
      <div part="controls" class="controls">${this.myTurn(v) && !this.handOver ? this.renderControls(v) : nothing}</div>
      ${!this.noHint && !v.over && v.seat !== null ? html`<button part="action hint" class="secondary"
          ?disabled=${this.hint !== null || !this.myTurn(v) || this.handOver || v.legalActions.length < 2}
          @click=${() => loadRulesKit().then((kit) => kit.askHint(this as never, this.#game), () => undefined)}>${this.t('Hint')}</button>
        <p part="hint-text" aria-live="polite">${hint?.text}</p>` : nothing}
      ${this.why && Object.keys(this.why.tiles).length > 0 && this.#rulesKit() ? html`<ul part="explain" class="explain" aria-label=${this.t('Why some tiles cannot be played')}>
        ${Object.entries(this.why.tiles).map(([t, why]) => html`<li><strong>${tileText(t)}</strong>: ${this.#kit!.explainTile(this.tr, why)}</li>`)}
      </ul>` : nothing}
      ${summary === nothing || moment !== nothing ? nothing : html`<section part="summary" aria-label=${this.t('Results')}>${summary}</section>`}
      </div>
      </div>
      <footer>
        <button part="new-game" class="secondary new-game" @click=${() => this.askNewGame()}>${this.t('New game')}</button>
        <details part="tools" class="tools">
          <summary part="tools-toggle">${this.t('More')}</summary>
          <div class="menu">
            ${v.over ? html`<button part="copy-notation" class="secondary" @click=${() => this.copyNotation()}>${this.t('Copy the game')}</button>`
              : html`<button part="copy-position" class="secondary" @click=${() => this.copyPosition()}>${this.t('Copy this position')}</button>`}
            ${this.#game.roomCode ? html`<button part="copy-invite" class="secondary" @click=${() => this.#copyInvite()}>${this.copied ? this.t('Copied') : this.t('Copy the invite link')}</button>` : nothing}
          </div>
        </details>
      </footer>
      ${this.#dialogs(v)}
    </div>`;
  }
}
