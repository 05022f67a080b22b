import { customElement } from '../shared/define.ts';
import { css, html, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { keyed } from 'lit/directives/keyed.js';
import type { BluffAction, BluffView } from '@boneyard/games';
import type { TableUpdate } from '@boneyard/engine';
import { DominoGameElement, mustBe, wholeNumber, type TrickView } from '../shared/game-element.ts';
import { NUMBERS } from '../shared/i18n/words.ts';
import { gameStyles } from '../shared/game.styles.ts';
import type { SeatInfo } from '../domino-table/domino-table.ts';

type Claim = Extract<BluffAction, { type: 'claim' }>;
type Give = Extract<BluffAction, { type: 'give' }>;
type ChallengeEntry = Extract<BluffView['log'][number], { type: 'challenge' }>;

const DIE = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];
const sameTiles = (a: readonly string[], b: readonly string[]) => a.slice().sort().join() === b.slice().sort().join();

/**
 * The dice-and-claims game from UBUFF for 2 to 7 players with two double-six sets, against
 * bots, refereed in a Web Worker. Claims stay face down on the page until challenged, and
 * passed tiles are shown only to the two players involved.
 *
 * @summary A playable game of Domino Bluff.
 * @fires domino-move - Any seat made a move; detail `{ seat, action, by }` (claims and passed tiles are not included).
 * @fires domino-hand-end - A deal was settled; detail has the winners, the loser and the chips.
 * @fires domino-game-end - The session is over; detail `{ winners, scores }`.
 * @fires domino-notation - The finished game was copied; detail `{ notation }` (for <domino-replay>).
 * @fires domino-position - The game in progress was copied as the reader knows it; detail `{ position }` (for the `position` attribute).
 * @fires domino-engine - A game started; detail `{ mode, secure }`: `secure` is false where the page's CSP allowed no worker and the referee runs among the page's scripts (see `require-secure`).
 * @fires domino-room - Online (`server`): the widget opened or joined a table; detail `{ code, invite }`, the invite a link that seats a friend there.
 * @fires domino-hint - The reader pressed Hint; detail `{ action }`: the move the hard bot would make for their seat, worked out from their own view (one of their legal moves). `no-hint` removes the button.
 * @csspart base - The whole widget.
 * @csspart lobby - Online, before the deal: the table's code, the invite link, who sits where (also `base`).
 * @csspart invite - Online: the invite link (a read-only text box); `copy-invite` copies it.
 * @csspart copy-invite - Online: copies the invite link (in the lobby and in the tools menu).
 * @csspart lobby-seats - Online: the seats in the lobby; each is a `lobby-seat` (`data-seat`).
 * @csspart lobby-seat - Online: one seat in the lobby: who sits there, or that a bot will.
 * @csspart start-now - Online: the host's Start now (also an `action`): bots take the seats still empty.
 * @csspart header - Title, pot, boneyard and deals.
 * @csspart dice - The two dice of the current toss.
 * @csspart claims - The claims on the table, face down.
 * @csspart revealed - The last claim shown by a challenge.
 * @csspart status - Whose turn it is and what to do.
 * @csspart thinking - Shown while a bot is choosing its move.
 * @csspart controls - The decision buttons.
 * @csspart hint - The Hint button (also an `action`), there all game and enabled on the reader's turn with a choice to make: it marks the move the hard bot would make (its control and tiles carry `data-hinted`) and says why; pressed once a turn, it goes when the reader moves.
 * @csspart hint-text - The hint's one line, the move then why (a polite live region).
 * @csspart action - Every button that sends a game action.
 * @csspart summary - The last deal's result and the session result.
 * @csspart error - A message about bad settings, or why a move was refused (over the status line, until the game moves on).
 * @csspart new-game - The new-game button.
 * @csspart hand - The person's hand; each of its tiles is a `tile` (and an `action` while it can be played).
 * @csspart tile - A tile button in the hand.
 * @csspart tile-face - The drawing of any tile (face or back).
 * @csspart pip - Every pip of a face-up tile.
 * @csspart felt - The table surface, with the seats around it; `middle` is its centre.
 * @csspart hand-result - At a hand's end (at a paced table): the result, each side's points and Next hand (`next-hand`, also an `action`).
 * @csspart team-score - Partnerships: one score per side in the header ("Us 18 – Them 22 (to 30)").
 * @csspart help-toggle - The "?" button: a short explanation of the decision at hand.
 * @csspart help - The help dialog; `rules-link` inside it links to `rules-url`.
 * @csspart rules-link - The link to the full rules, in the help.
 * @csspart scoresheet-toggle - Opens the scoresheet (in the header and at a hand's end).
 * @csspart scoresheet - The scoresheet dialog; its table is `scoresheet-table`.
 * @csspart scoresheet-table - Every hand's points, a column per side, and the totals.
 * @csspart result-table - At a hand's end: each side's tricks, points this hand and total.
 * @csspart game-over - The end of the game (also a `summary`): the winner, the whole scoresheet, Play again.
 * @csspart play-again - Starts the next game once one is over.
 * @csspart close - The close button of the scoresheet and the help.
 * @csspart tools - The small menu of secondary tools; `tools-toggle` opens it.
 * @csspart tools-toggle - The "More" button that opens the tools menu.
 * @csspart confirm - The dialog that asks before New game throws away a game under way.
 * @csspart seats - The list of seats; each is a `seat`.
 * @csspart seat - One seat (class `turn` while it is to act; part `me` too for the reader's own).
 * @csspart trick - The tiles on the table.
 * @csspart copy-notation - Once the game is over: copy it as a notation.
 * @csspart copy-position - The "Copy this position" button, while a game is in progress.
 * @cssproperty --domino-table-bg - Table background.
 * @cssproperty --domino-result-bg - Background of a hand's result and the game's end.
 * @cssproperty --domino-dialog-bg - Background of the dialogs (New game?, scoresheet, help).
 * @cssproperty --domino-dialog-fg - Text colour of the dialogs.
 * @cssproperty --domino-dialog-button-bg - Buttons in the dialogs.
 * @cssproperty --domino-dialog-button-fg - Text of the buttons in the dialogs.
 * @cssproperty --domino-menu-bg - Background of the tools menu.
 * @cssproperty --domino-min-height - Height kept for the table from its first frame, so the page does not jump (default: 36rem on wide screens to 52rem on phones).
 * @cssproperty --domino-hint - Ring around the control and the tiles of the move a hint suggests.
 * @cssproperty --domino-die-bg - Die face colour.
 */
@customElement('domino-bluff')
export class DominoBluff extends DominoGameElement<BluffView & TrickView> {
  static override styles = [gameStyles, css`
    .dice { display: flex; gap: 0.4rem; align-items: center; justify-content: center; margin: 0.2rem 0; font-size: 0.95rem; }
    .die { font-size: 2.6rem; line-height: 1; color: var(--domino-die-fg, #fbf8ef); }
    .die.rolled { animation: roll 450ms ease-out; }
    @keyframes roll { from { transform: rotate(-200deg) scale(0.6); opacity: 0.3; } to { transform: none; opacity: 1; } }
    @media (prefers-reduced-motion: reduce) { .die.rolled { animation: none; } }
    /* The claims and a challenge's reveal lie in the middle of the felt, under the dice. */
    .claims { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.4rem 0.9rem; list-style: none; margin: 0.3rem 0; padding: 0; max-width: 26rem; }
    .claims li { display: flex; flex-direction: column; gap: 0.15rem; align-items: center; font-size: 0.78rem; font-weight: 600; }
    .claim { display: inline-flex; gap: 0.2rem; --domino-tile-size: 1.7rem; }
    .no-claims { margin: 0.3rem 0; font-size: 0.85rem; opacity: 0.85; }
    .revealed { display: flex; flex-direction: column; gap: 0.25rem; align-items: center; font-size: 0.85rem; margin-top: 0.3rem;
      padding: 0.4rem 0.6rem; border-radius: 0.6rem; background: rgb(0 0 0 / 0.25); }
    .revealed .claim { --domino-tile-size: 2rem; }
    .flip { animation: flip 600ms ease-out; }
    @keyframes flip { from { transform: perspective(20rem) rotateY(180deg); filter: brightness(0.4); } 50% { filter: brightness(0.4); } to { transform: none; } }
    @media (prefers-reduced-motion: reduce) { .flip { animation: none; } }
    .challenges { display: contents; }
    @container (max-width: 35.8rem) { .challenges { display: grid; grid-template-columns: repeat(4, minmax(0, max-content)); gap: 0.3rem; align-items: center; }
      .many button { font-size: 0.85rem; line-height: 1.15; padding: 0.2rem 0.35rem; }
      /* Each seat says what it claims; the middle keeps the dice and a reveal. */ .claims, .no-claims { display: none; } .claim { --domino-tile-size: 1.1rem; } .revealed .claim { --domino-tile-size: 1.3rem; } .die { font-size: 1.8rem; } .claims { gap: 0.2rem 0.5rem; } .claims li, .revealed { font-size: 0.68rem; } .revealed { padding: 0.2rem 0.4rem; } }
  `];

  protected readonly gameId = 'bluff';
  protected readonly gameTitle = 'Domino Bluff';

  /** 2 to 7 players (5 by default). */
  @property() players: string | number = '5';
  /** `pot` (the winner takes everyone's stake) or `per-tile` (losers pay for each tile left). */
  @property() settlement = 'pot';
  /** Deals in a session (3). */
  @property() deals: string | undefined = undefined;

  #picked: number[] = [];
  #lastRoll = 0;

  protected gameOptions(): { players: number; options: Record<string, unknown> } | string {
    const players = Number(this.players);
    const t = this.tr.t.bind(this.tr);
    if (!Number.isInteger(players) || players < 2 || players > 7) return wholeNumber(t, 'players', 2, 7, this.players);
    if (!['pot', 'per-tile'].includes(this.settlement)) return mustBe(t, 'settlement', ['pot', 'per-tile'], this.settlement);
    const options: Record<string, unknown> = { players, settlement: this.settlement };
    if (this.deals !== undefined && this.deals !== null) {
      const d = Number(this.deals);
      if (!Number.isInteger(d) || d < 1 || d > 100) return wholeNumber(t, 'deals', 1, 100, this.deals);
      options.deals = d;
    }
    return { players, options };
  }

  protected override scoreLabel(): string {
    return this.t('Chips');
  }

  /** "Deal 1 of 3" in the header says it already. */
  protected override handLabel(): string | null {
    return null;
  }

  /** Chips as a balance, signed: everyone antes into the pot, so a plain "-1" read like a fault. */
  protected override seatInfos(v: BluffView & TrickView): SeatInfo[] {
    return super.seatInfos(v).map((info, s) => {
      const n = v.scores[s]!;
      return { ...info, score: null, notes: [this.t('balance {n}', { n: n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0' }), ...info.notes] };
    });
  }

  /** "one", "six": a die's number in words. */
  #number(n: number): string {
    return this.t(NUMBERS[n]!);
  }

  protected override clearSelection(): void {
    this.#picked = [];
    this.requestUpdate();
  }

  protected override selectedIndexes(): number[] | null {
    return this.#picked;
  }

  protected override onUpdate(u: TableUpdate): void {
    const before = this.view;
    super.onUpdate(u);
    const v = this.view!;
    if (!before || before.phase !== v.phase || before.hand.length !== v.hand.length) this.#picked = [];
  }

  protected override async send(action: { type: string }): Promise<void> {
    await super.send(action);
    if (!this.notice) {
      this.#picked = [];
      this.requestUpdate();
    }
  }

  #pickedTiles(v: BluffView): string[] {
    return this.#picked.map((i) => v.hand[i]!).filter(Boolean);
  }

  protected renderHeaderFacts(v: BluffView): TemplateResult {
    return html`<span>${this.t('Pot:')} <strong>${v.pot}</strong></span>
      <span>${this.t('Boneyard: {n} tiles', { n: v.boneyardSize })}</span>
      <span>${this.t('Deal {n} of {m}', { n: Math.min(v.handNo + 1, v.options.deals), m: v.options.deals })}</span>`;
  }

  protected statusText(v: BluffView): string {
    const mine = this.myTurn(v);
    const a = { who: v.toAct.filter((s) => s !== v.seat).map((s) => this.seatName(s))[0] ?? '' };
    switch (v.phase) {
      case 'toss':
        return this.t(mine ? 'Your toss: roll the dice.' : '{who} is rolling the dice…', a);
      case 'claim':
        return this.t(mine ? 'Lay down 0, 1 or 2 tiles face down as your claim, then confirm.' : 'Waiting for the others to choose their claims…');
      case 'challenge':
        return this.t(mine ? 'Challenge a claim, or pass.' : '{who} may challenge…', a);
      case 'give':
        if (!mine) return this.t('{who} is choosing tiles to give…', a);
        return this.t(v.give!.count === 1 ? 'Choose 1 tile to give to {who}.' : 'Choose {n} tiles to give to {who}.', { n: v.give!.count, who: this.seatName(v.give!.receiver) });
      default:
        return '';
    }
  }

  protected seatNotes(v: BluffView, s: number): string[] {
    const notes = [this.#tiles(v.handSizes[s]!)];
    if (v.claimSizes[s]) notes.push(this.t('claims {n}', { n: v.claimSizes[s]! }));
    if (v.phase === 'claim' && v.decided[s]) notes.push(this.t('has chosen'));
    if (v.tosser === s && !v.over) notes.push(this.t('tosser'));
    return notes;
  }

  #tiles(n: number): string {
    return n === 1 ? this.t('1 tile') : this.t('{n} tiles', { n });
  }

  protected override trickCaption(): string {
    return '';
  }

  protected override renderCenter(v: BluffView & TrickView): TemplateResult {
    const shown = v.log.filter((e): e is ChallengeEntry => e.type === 'challenge').at(-1);
    const rollKey = v.tosses * 100 + v.handNo;
    const fresh = rollKey !== this.#lastRoll;
    this.#lastRoll = rollKey;
    // Keyed by the challenge: a new one draws new tiles, which turn over once; a redraw keeps them.
    const revealKey = shown ? v.log.lastIndexOf(shown) : -1;
    return html`<domino-table exportparts="felt, seats, seat, trick, middle, tile-face, pip" .seats=${this.seatInfos(v)} .self=${v.seat} .plays=${[]} score-label=${this.t('Chips')} trick-label=${this.t('Claims')}
        hide-trick><div part="dice" class="dice" role="img" aria-label=${v.dice ? this.t('Dice: {a} and {b}', { a: this.#number(v.dice[0]), b: this.#number(v.dice[1]) }) : this.t('The dice have not been rolled')}>
        ${v.dice ? v.dice.map((d) => html`<span class="die ${fresh ? 'rolled' : ''}" aria-hidden="true">${DIE[d]}</span>`) : html`<span>${this.t('Dice: not rolled yet')}</span>`}
      </div>
      ${v.claimSizes.some((c) => c > 0) ? html`<ul part="claims" class="claims" aria-label=${this.t('Claims on the table')}>
        ${v.claimSizes.map((c, s) => (c === 0 ? nothing : html`<li>${this.seatName(s)}
          <span class="claim">${s === v.seat && v.myClaim ? v.myClaim.map((t) => html`<domino-tile tile=${t}></domino-tile>`)
            : Array.from({ length: c }, () => html`<domino-tile hidden-face></domino-tile>`)}</span></li>`))}
      </ul>` : html`<p class="no-claims">${this.t('No claims on the table.')}</p>`}
      ${shown ? keyed(revealKey, html`<div part="revealed" class="revealed" aria-live="polite">
        <span>${this.t('{who} challenged {target}:', { who: this.seatName(shown.seat), target: this.seatName(shown.target) })}</span>
        <span class="claim">${shown.tiles.map((t) => html`<domino-tile class="flip" tile=${t}></domino-tile>`)}</span>
        <strong>${this.t(shown.honest ? 'an honest claim.' : 'a bluff.')}</strong></div>`) : nothing}
      </domino-table>`;
  }

  protected describeMove(v: BluffView, seat: number, a: { type: string } & Record<string, unknown>): string {
    const who = this.seatName(seat);
    switch (a.type) {
      case 'roll': return v.dice ? this.t('{who} rolled {a} and {b}.', { who, a: this.#number(v.dice[0]), b: this.#number(v.dice[1]) }) : this.t('{who} rolled.', { who });
      case 'claim':
      case 'no-claim': {
        const chose = seat === v.seat ? this.t('You have chosen.') : this.t('{who} has chosen.', { who });
        // The last choice lays every claim down together: say what is on the table.
        if (v.phase === 'claim') return chose;
        const on = v.claimSizes.flatMap((n, s) => (n > 0 ? [`${this.seatName(s)} ${this.t(n === 1 ? 'one tile' : 'two tiles')}`] : []));
        return `${chose} ${on.length ? this.t('Claims: {claims}.', { claims: on.join(', ') }) : this.t('Nobody claimed.')}`;
      }
      case 'challenge': {
        const shown = v.log.filter((e): e is ChallengeEntry => e.type === 'challenge').at(-1);
        const args = { who, target: this.seatName(Number(a.target)) };
        return this.t(!shown ? '{who} challenged {target}.' : shown.honest ? '{who} challenged {target}: an honest claim.' : '{who} challenged {target}: a bluff.', args);
      }
      case 'pass': return this.t('{who} passed.', { who });
      case 'give': {
        const n = Number(a.count ?? (a.tiles as unknown[] | undefined)?.length ?? 0);
        return this.t(n === 1 ? '{who} gave 1 tile.' : '{who} gave {n} tiles.', { who, n });
      }
      default: return '';
    }
  }

  protected renderControls(v: BluffView): TemplateResult | typeof nothing {
    switch (v.phase) {
      case 'toss':
        return html`${this.legal<BluffAction>('roll').map((a) => html`<button part="action" data-action="roll" ?data-hinted=${this.hinted(a)} @click=${() => this.send(a)}>${this.t('Roll the dice')}</button>`)}`;
      case 'claim': {
        const tiles = this.#pickedTiles(v);
        const claim = this.legal<Claim>('claim').find((a) => sameTiles(a.tiles, tiles));
        return html`<button part="action" data-action="claim" ?disabled=${!claim} ?data-hinted=${this.hinted(claim)} @click=${() => claim && this.send(claim)}>
            ${tiles.length ? this.t('Claim {tiles}', { tiles: this.tr.list(tiles.map((x) => this.tileName(x))) }) : this.t('Claim (choose 1 or 2 tiles)')}</button>
          ${this.legal<BluffAction>('no-claim').map((a) => html`<button part="action" data-action="no-claim" ?data-hinted=${this.hinted(a)} @click=${() => this.send(a)}>${this.t('No claim')}</button>`)}`;
      }
      case 'challenge': {
        // On a phone each button names only the seat, after one "Challenge:", four to a row: "Challenge:",
        // six seats and Pass in two rows, so two full rows of tiles above them stay on the screen
        // (free-flowing, they took three, and then four with the full words).
        const challenges = this.legal<Extract<BluffAction, { type: 'challenge' }>>('challenge');
        return html`<div class="challenges ${challenges.length > 2 ? 'many' : ''}">${challenges.length ? html`<span class="short" aria-hidden="true">${this.t('Challenge:')}</span>` : nothing}
          ${challenges.map((a) => {
            const who = this.seatName(a.target);
            const label = this.t('Challenge {who}', { who });
            return html`<button part="action" data-action="challenge" aria-label=${label}
              ?data-hinted=${this.hinted(a)} @click=${() => this.send(a)}><span class="long">${label}</span><span class="short">${who}</span></button>`;
          })}
          ${this.legal<BluffAction>('pass').map((a) => html`<button part="action" data-action="pass" ?data-hinted=${this.hinted(a)} @click=${() => this.send(a)}>${this.t('Pass')}</button>`)}</div>`;
      }
      case 'give': {
        const tiles = this.#pickedTiles(v);
        const give = this.legal<Give>('give').find((a) => sameTiles(a.tiles, tiles));
        return html`<button part="action" data-action="give" ?disabled=${!give} ?data-hinted=${this.hinted(give)} @click=${() => give && this.send(give)}>
          ${tiles.length ? this.t('Give {tiles}', { tiles: this.tr.list(tiles.map((x) => this.tileName(x))) }) : this.t('Give (choose the tiles)')}</button>`;
      }
      default:
        return nothing;
    }
  }

  protected playableTiles(v: BluffView): string[] {
    return v.phase === 'claim' || v.phase === 'give' ? (this.myTurn(v as BluffView & TrickView) ? [...new Set(v.hand)] : []) : [];
  }

  protected tilesAct(): boolean {
    return false;
  }

  protected onTile(_tile: string, index: number): void {
    const v = this.view;
    if (!v) return;
    const limit = v.phase === 'give' ? v.give!.count : 2;
    this.#picked = this.#picked.includes(index) ? this.#picked.filter((i) => i !== index) : [...this.#picked, index].slice(-limit);
    this.requestUpdate();
  }

  protected renderHandSummary(v: BluffView): TemplateResult | typeof nothing {
    const h = v.lastHand;
    if (!h) return nothing;
    const many = h.winners.length > 1;
    const args = { n: h.hand, who: this.names(h.winners), loser: this.seatName(h.loser), left: h.tilesLeft[h.loser]! };
    return html`<p>${this.t(h.byMaxTosses
      ? many ? 'Deal {n}: the toss limit was reached; {who} had the fewest tiles and share the winnings.' : 'Deal {n}: the toss limit was reached; {who} had the fewest tiles and takes the winnings.'
      : many ? 'Deal {n}: {who} went out and share the winnings.' : 'Deal {n}: {who} went out and takes the winnings.', args)}
      ${this.t('{loser}, left with {left} tiles, deals next.', args)}
      ${this.t('Chips: {chips}.', { chips: h.scoreDelta.map((d, s) => `${this.seatName(s)} ${d >= 0 ? '+' : ''}${d}`).join(', ') })}</p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'domino-bluff': DominoBluff;
  }
}
