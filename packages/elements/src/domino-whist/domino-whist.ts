import { customElement } from '../shared/define.ts';
import { html, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type { WhistAction, WhistView } from '@boneyard/games';
import { DominoGameElement, mustBe, optionalBoolean } from '../shared/game-element.ts';

type Exchange = Extract<WhistAction, { type: 'exchange' }>;
type PassTiles = Extract<WhistAction, { type: 'pass-tiles' }>;

const capital = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/**
 * Domino Whist against bots, refereed in a Web Worker. Only the person's own seat view
 * ever reaches the page.
 *
 * @summary A playable game of Domino Whist.
 * @fires domino-move - Any seat made a move; detail `{ seat, action, by }` (other seats' passed and discarded tiles are not included).
 * @fires domino-hand-end - A hand was scored; detail is the hand's result.
 * @fires domino-game-end - The game is over; detail `{ winners, scores }`.
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
 * @csspart header - Title, trump, contract and target.
 * @csspart status - Whose turn it is and what to do.
 * @csspart thinking - Shown while a bot is choosing its move.
 * @csspart explain - With `explain`: why tiles cannot be played, and why the last trick went where it did.
 * @csspart controls - The decision buttons.
 * @csspart hint - The Hint button (also an `action`), there all game and enabled on the reader's turn with a choice to make: it marks the move the hard bot would make (its control and tiles carry `data-hinted`) and says why; pressed once a turn, it goes when the reader moves.
 * @csspart hint-text - The hint's one line, the move then why (a polite live region).
 * @csspart action - Every button that sends a game action (also on playable tiles).
 * @csspart last-trick - The previous trick.
 * @csspart summary - The last hand's result (at a table that does not pause) and the game result.
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
 * @cssproperty --domino-table-fg - Text colour on the table.
 * @cssproperty --domino-font - Font family.
 * @cssproperty --domino-highlight - Highlights for turn, selection and trick winner.
 * @cssproperty --domino-hint - Ring around the control and the tiles of the move a hint suggests.
 * @cssproperty --domino-button-bg - Action button background.
 * @cssproperty --domino-button-fg - Action button text.
 */
@customElement('domino-whist')
export class DominoWhist extends DominoGameElement<WhistView> {
  protected readonly gameId = 'whist';
  protected readonly gameTitle = 'Domino Whist';

  /** 3, 4 or 5 players. */
  @property() players: string | number = '4';
  /** 4 players only: partners (default) or `partnership="false"` for individuals. */
  @property({ converter: optionalBoolean }) partnership: boolean | string | undefined = undefined;
  /** Pass three tiles before bidding. */
  @property({ converter: optionalBoolean }) passing: boolean | string | undefined = undefined;

  protected gameOptions(): { players: number; options: Record<string, unknown> } | string {
    const players = Number(this.players);
    const t = this.tr.t.bind(this.tr);
    if (![3, 4, 5].includes(players)) return mustBe(t, 'players', [3, 4, 5], this.players);
    const options: Record<string, unknown> = { players };
    if (this.partnership !== undefined) {
      if (typeof this.partnership !== 'boolean') return mustBe(t, 'partnership', ['true', 'false'], this.partnership);
      if (this.partnership && players !== 4) return t('{a} needs {b}.', { a: 'partnership', b: 'players="4"' });
      options.partnership = this.partnership;
    }
    if (this.passing !== undefined) {
      if (typeof this.passing !== 'boolean') return mustBe(t, 'passing', ['true', 'false'], this.passing);
      options.passing = this.passing;
    }
    return { players, options };
  }

  /** The widow, face up in the middle of the table while it is looked at. */
  protected override renderMiddle(v: WhistView): TemplateResult | typeof nothing {
    return v.phase === 'exchange' && v.widow ? html`<figure class="key-tile"><span class="widow">${(v.widow).map((t) => html`<domino-tile tile=${t} exportparts="tile: tile-face, pip"></domino-tile>`)}</span>
      <figcaption>${this.t('Widow:')}</figcaption></figure>` : nothing;
  }

  protected renderHeaderFacts(v: WhistView): TemplateResult {
    return html`<span>${this.t('Trump:')} <strong>${v.trump === null ? this.t('not named yet') : this.suit(v.trump)}</strong></span>
      <span>${this.t('Contract:')} ${v.declarer === null ? '—' : `${this.seatName(v.declarer)}, ${v.contract}`}</span>
      <span>${this.t('Game: {n}', { n: v.options.target })}</span>`;
  }

  protected statusText(v: WhistView): string {
    const mine = this.myTurn(v);
    const others = v.toAct.filter((s) => s !== v.seat).map((s) => this.seatName(s));
    const a = { who: others[0] ?? '', n: v.minBid, suit: this.suit(v.led) };
    switch (v.phase) {
      case 'pass':
        if (!mine) return this.t('Waiting for {who} to pass tiles.', { who: this.tr.list(others) });
        return this.t(v.passDirection === 'across' ? 'Choose three tiles to pass across.' : v.passDirection === 'left' ? 'Choose three tiles to pass to the left.' : 'Choose three tiles to pass to the right.');
      case 'bid':
        return this.t(mine ? 'Your bid: how many tricks will you take? (at least {n})' : '{who} is bidding…', a);
      case 'trump':
        return this.t(mine ? 'You won the bid. Name trumps.' : '{who} is naming trumps…', a);
      case 'exchange':
        return this.t(mine ? 'Look at the widow: keep your hand, or take it and put away one tile.' : '{who} is looking at the widow…', a);
      case 'play':
        if (!mine) return this.t('{who} is playing…', a);
        return this.t(v.trick.length === 0 ? 'Your lead: pick a tile, then the suit it leads.' : 'Your turn: follow {suit} if you can.', a);
      default:
        return '';
    }
  }

  protected seatNotes(v: WhistView, s: number): string[] {
    const notes: string[] = [];
    const mine = v.bids.filter((b) => b.seat === s);
    const last = mine[mine.length - 1];
    if (v.declarer === s) notes.push(this.t('bid {n}', { n: v.contract! }));
    else if (last) notes.push(last.amount === null ? this.t('passed') : this.t('bid {n}', { n: last.amount }));
    if (v.phase === 'play' || v.tricksWon[s]! > 0) notes.push(this.tricks(v.tricksWon[s]!));
    if (v.phase === 'pass' && v.passed[s]) notes.push(this.t('passed tiles'));
    return notes;
  }

  protected describeMove(_v: WhistView, seat: number, a: { type: string } & Record<string, unknown>): string {
    const who = this.seatName(seat);
    switch (a.type) {
      case 'bid': return this.t('{who} bid {n}.', { who, n: String(a.amount) });
      case 'pass': return this.t('{who} passed.', { who });
      case 'trump': return a.suit === 'none' ? this.t('{who} chose no trumps.', { who }) : this.t('{who} named {suit} trumps.', { who, suit: this.suit(a.suit) });
      case 'exchange': return this.t('{who} looked at the widow.', { who });
      case 'pass-tiles': return this.t('{who} passed three tiles.', { who });
      case 'play': return a.suit === undefined ? this.t('{who} played {tile}.', { who, tile: this.tileName(String(a.tile)) })
        : this.t('{who} played {tile}, leading {suit}.', { who, tile: this.tileName(String(a.tile)), suit: this.suit(a.suit) });
      default: return '';
    }
  }

  protected renderControls(v: WhistView): TemplateResult | typeof nothing {
    switch (v.phase) {
      case 'pass': {
        const chosen = [...this.selected].sort().join();
        const match = this.legal<PassTiles>('pass-tiles').find((c) => c.tiles.slice().sort().join() === chosen);
        return html`<button part="action" ?disabled=${!match} ?data-hinted=${this.hinted(match)} @click=${() => match && this.send(match)}>
          ${this.selected.length === 3 ? this.t('Pass these three tiles') : this.t('Pass three tiles ({n} chosen)', { n: this.selected.length })}
        </button>`;
      }
      case 'bid':
        return html`${this.legal<Extract<WhistAction, { type: 'bid' }>>('bid').map((a) => html`<button part="action" data-action="bid" ?data-hinted=${this.hinted(a)} @click=${() => this.send(a)}>${this.t('Bid {n}', { n: a.amount })}</button>`)}
          ${this.legal<WhistAction>('pass').map((a) => html`<button part="action" data-action="pass" ?data-hinted=${this.hinted(a)} @click=${() => this.send(a)}>${this.t('Pass')}</button>`)}`;
      case 'trump':
        // On a phone a numbered suit shows its number: eleven names took three rows, and the table grew.
        return html`${this.legal<Extract<WhistAction, { type: 'trump' }>>('trump').map((a) => {
          const label = a.suit === 'none' ? this.t('No trump') : capital(this.suit(a.suit));
          return html`<button part="action" data-action="trump" aria-label=${label} ?data-hinted=${this.hinted(a)} @click=${() => this.send(a)}>${typeof a.suit === 'number'
            ? html`<span class="long">${label}</span><span class="short">${a.suit}</span>`
            : label}</button>`;
        })}`;
      case 'exchange': {
        const keep = this.legal<Exchange>('exchange').find((a) => !a.take);
        const take = this.legal<Exchange>('exchange').find((a) => a.take && a.discard === this.selected[0]);
        return html`${keep ? html`<button part="action" data-action="keep" ?data-hinted=${this.hinted(keep)} @click=${() => this.send(keep)}>${this.t('Keep my hand')}</button>` : nothing}
          <button part="action" data-action="take" ?disabled=${!take} ?data-hinted=${this.hinted(take)} @click=${() => take && this.send(take)}>
            ${take ? this.t('Take the widow, put away {tile}', { tile: this.tileName(take.discard!) }) : this.t('Take the widow (choose a tile to put away)')}
          </button>`;
      }
      case 'play':
        // A lead with a suit to name is confirmed by the button naming it; any other lead is one tap.
        return this.leadButtons(v);
      default:
        return nothing;
    }
  }

  protected playableTiles(v: WhistView): string[] {
    const tiles = new Set<string>();
    for (const a of v.legalActions) {
      if (a.type === 'play') tiles.add(a.tile);
      if (a.type === 'exchange' && a.take) tiles.add(a.discard!);
      if (a.type === 'pass-tiles') a.tiles.forEach((t) => tiles.add(t));
    }
    return [...tiles];
  }

  protected tilesAct(v: WhistView): boolean {
    return v.phase === 'play' && v.trick.length > 0;
  }

  protected onTile(tile: string): void {
    const v = this.view;
    if (!v) return;
    if (v.phase === 'play') {
      this.playOrSelect(tile);
    } else if (v.phase === 'exchange') {
      this.selected = this.selected[0] === tile ? [] : [tile];
    } else if (v.phase === 'pass') {
      if (this.selected.includes(tile)) this.selected = this.selected.filter((t) => t !== tile);
      else if (this.selected.length < 3) this.selected = [...this.selected, tile];
    }
  }

  protected renderHandSummary(v: WhistView): TemplateResult | typeof nothing {
    const h = v.lastHand;
    if (!h) return nothing;
    const args = { n: h.hand, who: this.seatName(h.declarer), bid: h.contract, suit: this.suit(h.trump), tricks: h.tricksWon.map((t, s) => `${this.seatName(s)} ${t}`).join(', ') };
    return html`<p>${this.t(h.made ? 'Hand {n}: {who} bid {bid} in {suit} and made it ({tricks}).' : 'Hand {n}: {who} bid {bid} in {suit} and went down ({tricks}).', args)}
      ${this.t('Points: {points}.', { points: h.scoreDelta.map((d, s) => `${this.seatName(s)} ${d >= 0 ? '+' : ''}${d}`).join(', ') })}</p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'domino-whist': DominoWhist;
  }
}
