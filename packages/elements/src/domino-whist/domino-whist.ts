import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { tileName } from '@boneyard/core';
import type { TableUpdate } from '@boneyard/engine';
import type { StackedDeal, WhistAction, WhistView } from '@boneyard/games';
import { GameController } from '../shared/game-controller.ts';
import { fire } from '../shared/events.ts';
import { errorText, suitName } from '../shared/messages.ts';
import type { SeatInfo, TablePlay } from '../domino-table/domino-table.ts';
import { gameStyles } from '../shared/game.styles.ts';
import '../domino-table/domino-table.ts';
import '../domino-hand/domino-hand.ts';
import '../domino-tile/domino-tile.ts';

type Play = Extract<WhistAction, { type: 'play' }>;
type Exchange = Extract<WhistAction, { type: 'exchange' }>;
type PassTiles = Extract<WhistAction, { type: 'pass-tiles' }>;

const LEVELS = ['easy', 'medium', 'hard'] as const;
const SEAT_NAMES: Record<number, string[]> = {
  3: ['You', 'Left', 'Right'],
  4: ['You', 'Left', 'Partner', 'Right'],
  5: ['You', 'Left', 'Far left', 'Far right', 'Right'],
};

/** Reads a boolean attribute that may also say "false": absent means "use the game's default". */
const optionalBoolean = {
  fromAttribute: (v: string | null): boolean | string | undefined => (v === null ? undefined : v === '' || v === 'true' ? true : v === 'false' ? false : v),
  toAttribute: (v: unknown) => (v === undefined ? null : String(v)),
};

/**
 * Domino Whist against bots, refereed in a Web Worker. Only the person's own seat view
 * ever reaches the page.
 *
 * @summary A playable game of Domino Whist.
 * @fires domino-move - Any seat made a move; detail `{ seat, action, by }` (other seats' passed and discarded tiles are not included).
 * @fires domino-hand-end - A hand was scored; detail is the hand's result.
 * @fires domino-game-end - The game is over; detail `{ winners, scores }`.
 * @csspart base - The whole widget.
 * @csspart header - Title, trump, contract and target.
 * @csspart status - Whose turn it is and what to do.
 * @csspart controls - The decision buttons.
 * @csspart action - Every button that sends a game action (also on playable tiles).
 * @csspart last-trick - The previous trick.
 * @csspart summary - The last hand's result and the game result.
 * @csspart error - A message about bad settings or a refused move.
 * @csspart new-game - The new-game button.
 * @cssproperty --domino-table-bg - Table background.
 * @cssproperty --domino-table-fg - Text colour on the table.
 * @cssproperty --domino-font - Font family.
 * @cssproperty --domino-highlight - Highlights for turn, selection and trick winner.
 * @cssproperty --domino-button-bg - Action button background.
 * @cssproperty --domino-button-fg - Action button text.
 */
@customElement('domino-whist')
export class DominoWhist extends LitElement {
  static override styles = gameStyles;

  /** 3, 4 or 5 players. */
  @property() players: string | number = '4';
  /** 4 players only: partners (default) or `partnership="false"` for individuals. */
  @property({ converter: optionalBoolean }) partnership: boolean | string | undefined = undefined;
  /** Pass three tiles before bidding. */
  @property({ converter: optionalBoolean }) passing: boolean | string | undefined = undefined;
  /** Seed for the deal: the same seed gives the same game. Random when absent. */
  @property() seed: string | undefined = undefined;
  /** Bot strength: easy, medium or hard. */
  @property() level = 'easy';
  /** The person's seat (0 by default); the other seats are bots. */
  @property() seat: string | number = '0';
  /** A stacked deal to start from (JS property): `{ dealer, hands, rest }` as in the engine. */
  @property({ attribute: false }) deal: StackedDeal | undefined = undefined;
  /** Pause before each bot move, in ms (0 when the reader prefers reduced motion). */
  @property({ type: Number }) pace = 700;

  @state() private view: WhistView | null = null;
  @state() private selected: string[] = [];
  @state() private notice: string | null = null;
  @state() private configError: string | null = null;

  readonly #game = new GameController(this, (u) => this.#onUpdate(u));
  #seed: number | string = 0;
  #gameEnded = false;
  #restart = false;

  protected override willUpdate(changed: PropertyValues): void {
    if (['players', 'partnership', 'passing', 'seed', 'level', 'seat', 'deal'].some((k) => changed.has(k))) this.#restart = true;
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

  /** Where the referee runs: 'worker', or 'main' when the page's CSP forbids workers. */
  get engineMode(): 'worker' | 'main' | null {
    return this.#game.mode;
  }

  #pace(): number {
    const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    return reduced ? 0 : Math.max(0, Number(this.pace) || 0);
  }

  /** Validates the attributes; returns the table options or a message for the reader. */
  #config(): { options: Record<string, unknown>; seat: number; level: (typeof LEVELS)[number] } | string {
    const players = Number(this.players);
    if (![3, 4, 5].includes(players)) return `players must be 3, 4 or 5 (it is "${this.players}").`;
    const seat = Number(this.seat);
    if (!Number.isInteger(seat) || seat < 0 || seat >= players) return `seat must be a number from 0 to ${players - 1} (it is "${this.seat}").`;
    if (!LEVELS.includes(this.level as (typeof LEVELS)[number])) return `level must be easy, medium or hard (it is "${this.level}").`;
    const options: Record<string, unknown> = { players };
    if (this.partnership !== undefined) {
      if (typeof this.partnership !== 'boolean') return `partnership must be true or false (it is "${this.partnership}").`;
      if (this.partnership && players !== 4) return 'partnership needs players="4".';
      options.partnership = this.partnership;
    }
    if (this.passing !== undefined) {
      if (typeof this.passing !== 'boolean') return `passing must be true or false (it is "${this.passing}").`;
      options.passing = this.passing;
    }
    return { options, seat, level: this.level as (typeof LEVELS)[number] };
  }

  /** Starts a fresh game with the current attributes (a new random deal unless `seed` is set). */
  async newGame(reseed = true): Promise<void> {
    const cfg = this.#config();
    this.selected = [];
    this.notice = null;
    this.#gameEnded = false;
    if (typeof cfg === 'string') {
      this.configError = cfg;
      this.view = null;
      await this.#game.close();
      return;
    }
    this.configError = null;
    const fixed = this.seed !== undefined && this.seed !== null && this.seed !== '';
    this.#seed = fixed && !reseed ? (/^\d+$/.test(String(this.seed)) ? Number(this.seed) : String(this.seed)) : Math.floor(Math.random() * 2 ** 31);
    await this.#game.start(
      {
        game: 'whist', seed: this.#seed, options: cfg.options, people: [cfg.seat], level: cfg.level, paceMs: this.#pace(),
        // A stacked deal is an example to study: it is used for the first game only, not after "New game".
        ...(this.deal && !reseed ? { deal: this.deal } : {}),
      },
      cfg.seat,
    );
  }

  #onUpdate(u: TableUpdate): void {
    const prev = this.view;
    this.view = u.view as WhistView;
    if (prev && (prev.phase !== this.view.phase || prev.handNo !== this.view.handNo)) this.selected = [];
    if (u.move) {
      fire(this, 'domino-move', { seat: u.move.seat, action: u.move.action as { type: string }, by: u.move.seat === this.view.seat ? 'person' : 'bot' });
    }
    if (u.handEnded) fire(this, 'domino-hand-end', u.handEnded);
    if (u.gameEnded && !this.#gameEnded) {
      this.#gameEnded = true;
      fire(this, 'domino-game-end', { winners: this.view.winners, scores: this.view.scores });
    }
  }

  async #send(action: WhistAction): Promise<void> {
    const v = this.view;
    if (!v || v.seat === null) return;
    this.notice = null;
    const r = await this.#game.act(v.seat, action);
    if (!r.ok) this.notice = errorText(r.code, r.message);
    else this.selected = [];
  }

  #name(seat: number): string {
    const v = this.view!;
    const rel = (seat - (v.seat ?? 0) + v.players) % v.players;
    const names = SEAT_NAMES[v.players] ?? [];
    const name = names[rel] ?? `Seat ${seat + 1}`;
    return v.players === 4 && !v.options.partnership && rel === 2 ? 'Across' : name;
  }

  #legal<T extends WhistAction['type']>(type: T): Extract<WhistAction, { type: T }>[] {
    return (this.view?.legalActions ?? []).filter((a): a is Extract<WhistAction, { type: T }> => a.type === type);
  }

  #onTile(tile: string): void {
    const v = this.view;
    if (!v) return;
    if (v.phase === 'play') {
      const plays = this.#legal('play').filter((a) => a.tile === tile);
      if (v.trick.length > 0 && plays.length === 1) {
        void this.#send(plays[0]!);
        return;
      }
      this.selected = this.selected[0] === tile ? [] : [tile];
      return;
    }
    if (v.phase === 'exchange') {
      this.selected = this.selected[0] === tile ? [] : [tile];
      return;
    }
    if (v.phase === 'pass') {
      if (this.selected.includes(tile)) this.selected = this.selected.filter((t) => t !== tile);
      else if (this.selected.length < 3) this.selected = [...this.selected, tile];
    }
  }

  #status(): string {
    const v = this.view!;
    if (v.over) return `Game over. ${v.winners.map((w) => this.#name(w)).join(' and ')} ${v.winners.length === 1 && v.winners[0] === v.seat ? 'win' : v.winners.length > 1 ? 'win' : 'wins'}!`;
    const mine = v.toAct.includes(v.seat ?? -1);
    const others = v.toAct.filter((s) => s !== v.seat).map((s) => this.#name(s));
    switch (v.phase) {
      case 'pass':
        return mine ? `Choose three tiles to pass ${v.passDirection === 'across' ? 'across' : `to the ${v.passDirection}`}.` : `Waiting for ${others.join(', ')} to pass tiles.`;
      case 'bid':
        return mine ? `Your bid: how many tricks will you take? (at least ${v.minBid})` : `${others[0]} is bidding…`;
      case 'trump':
        return mine ? 'You won the bid. Name trumps.' : `${others[0]} is naming trumps…`;
      case 'exchange':
        return mine ? 'Look at the widow: keep your hand, or take it and put away one tile.' : `${others[0]} is looking at the widow…`;
      case 'play':
        if (!mine) return `${others[0]} is playing…`;
        return v.trick.length === 0 ? 'Your lead: pick a tile, then the suit it leads.' : `Your turn: follow ${suitName(v.led)} if you can.`;
      default:
        return '';
    }
  }

  #seats(): SeatInfo[] {
    const v = this.view!;
    return v.handSizes.map((size, s) => {
      const notes: string[] = [];
      const myBids = v.bids.filter((b) => b.seat === s);
      const last = myBids[myBids.length - 1];
      if (v.declarer === s) notes.push(`bid ${v.contract}`);
      else if (last) notes.push(last.amount === null ? 'passed' : `bid ${last.amount}`);
      if (v.phase === 'play' || v.tricksWon[s]! > 0) notes.push(`${v.tricksWon[s]} trick${v.tricksWon[s] === 1 ? '' : 's'}`);
      if (v.phase === 'pass' && v.passed[s]) notes.push('passed tiles');
      return { name: this.#name(s), handSize: size, dealer: v.dealer === s, turn: v.toAct.includes(s), notes, score: v.scores[s]! };
    });
  }

  #plays(): { plays: TablePlay[]; winner: number | null; label: string } {
    const v = this.view!;
    const caption = (p: { seat: number; suit: unknown }, i: number) =>
      `${this.#name(p.seat)}${i === 0 ? ` · leads ${suitName(p.suit as string)}` : p.suit === null ? ' · off suit' : ''}`;
    return { plays: v.trick.map((p, i) => ({ seat: p.seat, tile: p.tile, caption: caption(p, i) })), winner: null, label: 'Current trick' };
  }

  #controls(): TemplateResult | typeof nothing {
    const v = this.view!;
    if (!v.toAct.includes(v.seat ?? -1)) return nothing;
    switch (v.phase) {
      case 'pass': {
        const combos = this.#legal('pass-tiles');
        const chosen = [...this.selected].sort();
        const match = combos.find((c: PassTiles) => c.tiles.slice().sort().join() === chosen.join());
        return html`<button part="action" ?disabled=${!match} @click=${() => match && this.#send(match)}>
          Pass ${this.selected.length === 3 ? 'these three tiles' : `three tiles (${this.selected.length} chosen)`}
        </button>`;
      }
      case 'bid':
        return html`${this.#legal('bid').map((a) => html`<button part="action" data-action="bid" @click=${() => this.#send(a)}>Bid ${a.amount}</button>`)}
          ${this.#legal('pass').map((a) => html`<button part="action" data-action="pass" @click=${() => this.#send(a)}>Pass</button>`)}`;
      case 'trump':
        return html`${this.#legal('trump').map((a) => html`<button part="action" data-action="trump" @click=${() => this.#send(a)}>
          ${a.suit === 'none' ? 'No trump' : a.suit === 'doubles' ? 'Doubles' : suitName(a.suit)[0]!.toUpperCase() + suitName(a.suit).slice(1)}</button>`)}`;
      case 'exchange': {
        const keep = this.#legal('exchange').find((a: Exchange) => !a.take);
        const take = this.#legal('exchange').find((a: Exchange) => a.take && a.discard === this.selected[0]);
        return html`<span class="widow">Widow: ${(v.widow ?? []).map((t) => html`<domino-tile tile=${t}></domino-tile>`)}</span>
          ${keep ? html`<button part="action" data-action="keep" @click=${() => this.#send(keep)}>Keep my hand</button>` : nothing}
          <button part="action" data-action="take" ?disabled=${!take} @click=${() => take && this.#send(take)}>
            ${take ? `Take the widow, put away ${tileName(take.discard!)}` : 'Take the widow (choose a tile to put away)'}
          </button>`;
      }
      case 'play': {
        if (v.trick.length > 0 || this.selected.length === 0) return nothing;
        const tile = this.selected[0]!;
        return html`${this.#legal('play').filter((a: Play) => a.tile === tile).map((a) => html`<button part="action" data-action="lead"
          @click=${() => this.#send(a)}>Lead ${tileName(tile)} ${a.suit === undefined ? 'as a trump' : `as ${suitName(a.suit)}`}</button>`)}`;
      }
      default:
        return nothing;
    }
  }

  #playable(): string[] {
    const v = this.view!;
    const tiles = new Set<string>();
    for (const a of v.legalActions) {
      if (a.type === 'play') tiles.add(a.tile);
      if (a.type === 'exchange' && a.take) tiles.add(a.discard!);
      if (a.type === 'pass-tiles') a.tiles.forEach((t) => tiles.add(t));
    }
    return [...tiles];
  }

  #summary(): TemplateResult | typeof nothing {
    const v = this.view!;
    const h = v.lastHand;
    if (!h && !v.over) return nothing;
    const teams = v.options.partnership;
    return html`<section part="summary" aria-label="Results">
      ${h ? html`<p>Hand ${h.hand}: ${this.#name(h.declarer)} bid ${h.contract} in ${suitName(h.trump)} and
        ${h.made ? 'made it' : 'went down'} (${teams ? 'team ' : ''}${h.tricksWon.map((t, s) => `${this.#name(s)} ${t}`).join(', ')}).
        Points: ${h.scoreDelta.map((d, s) => `${this.#name(s)} ${d >= 0 ? '+' : ''}${d}`).join(', ')}.</p>` : nothing}
      ${v.over ? html`<p class="over"><strong>${this.#status()}</strong> Final scores: ${v.scores.map((sc, s) => `${this.#name(s)} ${sc}`).join(', ')}.</p>` : nothing}
    </section>`;
  }

  override render() {
    if (this.configError) {
      return html`<div part="base error" role="alert" class="bad-config">
        <strong>This Domino Whist table cannot start.</strong> ${this.configError}
      </div>`;
    }
    if (this.#game.status === 'error') {
      return html`<div part="base error" role="alert" class="bad-config">
        <strong>This Domino Whist table cannot start.</strong> ${errorText(this.#game.error!.code, this.#game.error!.message)}
      </div>`;
    }
    const v = this.view;
    if (!v) return html`<div part="base" class="loading" aria-busy="true">Shuffling the tiles…</div>`;
    const t = this.#plays();
    const trumpText = v.trump === null ? 'not named yet' : suitName(v.trump);
    return html`<div part="base" class="game">
      <header part="header">
        <h2>Domino Whist</h2>
        <span>Hand ${v.handNo + 1}</span>
        <span>Trump: <strong>${trumpText}</strong></span>
        <span>Contract: ${v.declarer === null ? '—' : `${this.#name(v.declarer)}, ${v.contract}`}</span>
        <span>Game: ${v.options.target}</span>
      </header>
      <domino-table .seats=${this.#seats()} .plays=${t.plays} .winner=${t.winner} trick-label=${t.label}
        placeholder=${v.phase === 'play' ? 'Waiting for the lead.' : v.phase === 'over' ? 'The game is over.' : 'The tiles are dealt.'}></domino-table>
      ${v.lastTrick ? html`<div part="last-trick" class="last-trick" aria-label="Last trick">
        Last trick (${this.#name(v.lastTrick.winner)} won):
        ${v.lastTrick.plays.map((p) => html`<span class=${p.seat === v.lastTrick!.winner ? 'win' : ''}><domino-tile tile=${p.tile} orientation="horizontal"></domino-tile></span>`)}
      </div>` : nothing}
      <p part="status" class="status" aria-live="polite">${this.#status()}</p>
      ${this.notice ? html`<p part="error" role="alert" class="notice">${this.notice}</p>` : nothing}
      <div part="controls" class="controls">${this.#controls()}</div>
      <domino-hand .tiles=${v.hand} .playable=${this.#playable()} .selected=${this.selected}
        ?actionable=${v.phase === 'play' && v.trick.length > 0} @domino-tile-select=${(e: CustomEvent<{ tile: string }>) => this.#onTile(e.detail.tile)}></domino-hand>
      ${this.#summary()}
      <footer><button part="new-game" class="new-game" @click=${() => this.newGame(true)}>New game</button></footer>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'domino-whist': DominoWhist;
  }
}
