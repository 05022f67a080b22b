import { customElement } from '../shared/define.ts';
import { html, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type { LooAction, LooView } from '@boneyard/games';
import { DominoGameElement, mustBe, points, readAttributes, wholeNumber } from '../shared/game-element.ts';

type Discard = Extract<LooAction, { type: 'discard' }>;
type TakeTurnUp = Extract<LooAction, { type: 'take-turnup' }>;

/** What a seat declared, as its note says it (these words are translated). */
export const DECLARED: Record<string, string> = {
  stand: 'stood', miss: 'took the miss', fold: 'folded', 'take-turnup': 'took the turn-up', 'play-for-pot': 'plays for the pot',
};

/**
 * Domino Loo against bots, for points or chips, refereed in a Web Worker. Only the person's
 * own seat view reaches the page: never the stock, the discards or a folded hand.
 *
 * @summary A playable game of Domino Loo.
 * @fires domino-move - Any seat made a move; detail `{ seat, action, by }` (other seats' discards are not included).
 * @fires domino-hand-end - A deal was scored; detail is its result, with the looed players.
 * @fires domino-game-end - The game or chips session is over; detail `{ winners, scores }`.
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
 * @csspart header - Title, turn-up, trump, pot and target.
 * @csspart status - Whose turn it is and what to do.
 * @csspart thinking - Shown while a bot is choosing its move.
 * @csspart explain - With `explain`: why tiles cannot be played, and why the last trick went where it did.
 * @csspart controls - The decision buttons.
 * @csspart hint - The Hint button (also an `action`), there all game and enabled on the reader's turn with a choice to make: it marks the move the hard bot would make (its control and tiles carry `data-hinted`) and says why; pressed once a turn, it goes when the reader moves.
 * @csspart hint-text - The hint's one line, the move then why (a polite live region).
 * @csspart action - Every button that sends a game action (also on playable tiles).
 * @csspart last-trick - The previous trick.
 * @csspart summary - The last deal's result and the game result.
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
 * @cssproperty --domino-highlight - Highlights for turn, selection and trick winner.
 * @cssproperty --domino-hint - Ring around the control and the tiles of the move a hint suggests.
 */
@customElement('domino-loo')
export class DominoLoo extends DominoGameElement<LooView> {
  protected readonly gameId = 'loo';
  protected readonly gameTitle = 'Domino Loo';

  /** 2, 3 or 4 players. */
  @property() players: string | number = '4';
  /** `points` (first to the target) or `chips` (a session of deals). */
  @property() scoring = 'points';
  /** Points for game (15). */
  @property() target: string | undefined = undefined;
  /** Deals in a chips session (10). */
  @property() deals: string | undefined = undefined;
  /** Largest loo payment in chips (none by default). */
  @property({ attribute: 'loo-cap' }) looCap: string | undefined = undefined;
  /** `highest` (the double heads its suit, default) or `literal-pip`. */
  @property({ attribute: 'double-rank' }) doubleRank: string | undefined = undefined;

  /** Points for a deal taken without play: 5 (default) or 0. */
  @property({ attribute: 'uncontested-points' }) uncontestedPoints: string | undefined = undefined;
  /** Player counts in which the dealer may play for the pot: `4` (default) or `3,4`. */
  @property({ attribute: 'play-for-pot' }) playForPot: string | undefined = undefined;
  /** The trump-lead duty: `first-lead-3plus` (default) or `every-lead-3plus`. */
  @property({ attribute: 'trump-lead' }) trumpLead: string | undefined = undefined;
  /** A leader who must lead trumps leads his highest (`true`/`false`). */
  @property({ attribute: 'lead-highest-trump' }) leadHighestTrump: string | undefined = undefined;
  /** Followers must head the trick when they can (`true`/`false`). */
  @property({ attribute: 'must-head' }) mustHead: string | undefined = undefined;
  /** A player trumping must overtrump when he can (`true`/`false`). */
  @property({ attribute: 'must-overtrump' }) mustOvertrump: string | undefined = undefined;
  /** Trick value: `floor-carry` (default; odd chips stay in the pot) or `exact-fraction`. */
  @property({ attribute: 'trick-value' }) trickValue: string | undefined = undefined;
  /** A chips session may end when someone reaches this many chips. */
  @property({ attribute: 'chip-target' }) chipTarget: string | undefined = undefined;

  protected gameOptions(): { players: number; options: Record<string, unknown> } | string {
    const players = Number(this.players);
    const t = this.tr.t.bind(this.tr);
    if (![2, 3, 4].includes(players)) return mustBe(t, 'players', [2, 3, 4], this.players);
    if (!['points', 'chips'].includes(this.scoring)) return mustBe(t, 'scoring', ['points', 'chips'], this.scoring);
    const options: Record<string, unknown> = { players, scoring: this.scoring };
    const whole = (name: string, raw: string | undefined, key: string, min: number, max: number): string | null => {
      if (raw === undefined || raw === null) return null;
      const n = Number(raw);
      if (!Number.isInteger(n) || n < min || n > max) return wholeNumber(t, name, min, max, raw);
      options[key] = n;
      return null;
    };
    const bad = whole('target', this.target, 'target', 1, 1000) ?? whole('deals', this.deals, 'deals', 1, 1000) ??
      (this.looCap === 'none' ? null : whole('loo-cap', this.looCap, 'looCap', 1, 100000));
    if (bad) return bad;
    const more = readAttributes({
      'uncontested-points': this.uncontestedPoints, 'play-for-pot': this.playForPot, 'trump-lead': this.trumpLead,
      'lead-highest-trump': this.leadHighestTrump, 'must-head': this.mustHead, 'must-overtrump': this.mustOvertrump,
      'trick-value': this.trickValue, 'chip-target': this.chipTarget,
    }, [
      { attr: 'uncontested-points', option: 'uncontestedPoints', kind: 'list', values: ['5', '0'], parse: Number },
      { attr: 'play-for-pot', option: 'playForPotCounts', kind: 'list', values: ['4', '3,4'], parse: (x) => x.split(',').map(Number) },
      { attr: 'trump-lead', option: 'trumpLeadRule', kind: 'choice', values: ['first-lead-3plus', 'every-lead-3plus'] },
      { attr: 'lead-highest-trump', option: 'leadHighestTrump', kind: 'bool' },
      { attr: 'must-head', option: 'mustHead', kind: 'bool' },
      { attr: 'must-overtrump', option: 'mustOvertrump', kind: 'bool' },
      { attr: 'trick-value', option: 'trickValueRounding', kind: 'choice', values: ['floor-carry', 'exact-fraction'] },
      { attr: 'chip-target', option: 'chipTarget', kind: 'int', min: 1, max: 1000000 },
    ], options, t);
    if (more) return more;
    if (this.doubleRank !== undefined && this.doubleRank !== null) {
      if (!['highest', 'literal-pip'].includes(this.doubleRank)) return mustBe(t, 'double-rank', ['highest', 'literal-pip'], this.doubleRank);
      options.doubleRank = this.doubleRank;
    }
    return { players, options };
  }

  protected override scoreLabel(v: LooView): string {
    return this.t(v.options.scoring === 'chips' ? 'Chips' : 'Score');
  }

  /** The turned-up tile, full size in the middle of the table until the tricks begin. */
  protected override renderMiddle(v: LooView): TemplateResult | typeof nothing {
    return v.phase === 'play' || v.over ? nothing : this.renderMiddleTile(this.t(v.turnUpTaken ? 'Turned up (taken):' : 'Turned up:'), v.turnUp);
  }

  protected renderHeaderFacts(v: LooView): TemplateResult {
    const chips = v.options.scoring === 'chips';
    return html`${this.renderTrumpTile(this.t(v.turnUpTaken ? 'Turned up (taken):' : 'Turned up:'), v.turnUp)}
      <span>${this.t('Trump:')} <strong>${this.suit(v.trump)}</strong></span>
      ${chips ? html`<span>${this.t('Pot:')} <strong>${this.t('{n} chips', { n: points(v.pot) })}</strong></span>` : nothing}
      <span>${this.t('Misses left: {n}', { n: v.missesLeft })}</span>
      <span>${chips ? this.t('Deals: {n}', { n: v.options.deals }) : this.t('Game: {n}', { n: v.options.target })}</span>`;
  }

  protected statusText(v: LooView): string {
    const mine = this.myTurn(v);
    const a = { who: v.toAct.filter((s) => s !== v.seat).map((s) => this.seatName(s))[0] ?? '', n: v.hand.length - 5, suit: this.suit(v.led) };
    switch (v.phase) {
      case 'declare':
        if (!mine) return this.t('{who} is deciding…', a);
        return this.t(v.seat === v.dealer ? 'You deal: stand (you may take the turn-up for a tile), take the miss, or fold.' : 'Stand, take the miss, or fold?');
      case 'discard':
        if (!mine) return this.t('{who} is taking the miss…', a);
        return this.t(a.n === 1 ? 'Choose 1 tile to put away.' : 'Choose {n} tiles to put away.', a);
      case 'play':
        if (!mine) return this.t('{who} is playing…', a);
        return this.t(v.trick.length === 0 ? 'Your lead (trumps first if you must).' : 'Your turn: follow {suit}, or trump if you cannot.', a);
      default:
        return '';
    }
  }

  protected seatNotes(v: LooView, s: number): string[] {
    const notes: string[] = [];
    const d = v.declared[s];
    if (d) notes.push(this.t(DECLARED[d]!));
    if (v.phase === 'play' || v.tricksWon[s]! > 0) notes.push(this.tricks(v.tricksWon[s]!));
    return notes;
  }

  protected override trickCaption(v: LooView, p: { seat: number; suit: unknown }, i: number): string {
    return i > 0 && p.suit === 'trump' ? this.t('{who} · trumps', { who: this.seatName(p.seat) }) : super.trickCaption(v, p, i);
  }

  protected describeMove(_v: LooView, seat: number, a: { type: string } & Record<string, unknown>): string {
    const who = this.seatName(seat);
    switch (a.type) {
      case 'stand': return this.t('{who} stood.', { who });
      case 'miss': return this.t('{who} took the miss.', { who });
      case 'fold': return this.t('{who} folded.', { who });
      case 'take-turnup': return this.t('{who} took the turn-up.', { who });
      case 'play-for-pot': return this.t('{who} plays for the pot.', { who });
      case 'discard': return this.t('{who} put tiles away.', { who });
      case 'play': return a.suit === undefined ? this.t('{who} played {tile}.', { who, tile: this.tileName(String(a.tile)) })
        : this.t('{who} played {tile} as {suit}.', { who, tile: this.tileName(String(a.tile)), suit: this.suit(a.suit) });
      default: return '';
    }
  }

  protected renderControls(v: LooView): TemplateResult | typeof nothing {
    const simple = (type: LooAction['type'], label: string) =>
      this.legal<LooAction>(type).slice(0, 1).map((a) => html`<button part="action" data-action=${type} ?data-hinted=${this.hinted(a)} @click=${() => this.send(a)}>${label}</button>`);
    switch (v.phase) {
      case 'declare': {
        const take = this.legal<TakeTurnUp>('take-turnup');
        const pick = take.find((a) => a.discard === this.selected[0]);
        return html`${simple('stand', this.t('Stand'))}
          ${take.length ? html`<button part="action" data-action="take-turnup" ?disabled=${!pick} ?data-hinted=${this.hinted(pick)} @click=${() => pick && this.send(pick)}>
            ${pick ? this.t('Take the turn-up, put away {tile}', { tile: this.tileName(pick.discard) }) : this.t('Take the turn-up (choose a tile to put away)')}</button>` : nothing}
          ${simple('miss', this.t('Take the miss'))} ${simple('fold', this.t('Fold'))} ${simple('play-for-pot', this.t('Play for the pot'))}`;
      }
      case 'discard': {
        const chosen = [...this.selected].sort().join();
        const match = this.legal<Discard>('discard').find((a) => (a.tiles ?? [a.tile!]).slice().sort().join() === chosen);
        return html`<button part="action" data-action="discard" ?disabled=${!match} ?data-hinted=${this.hinted(match)} @click=${() => match && this.send(match)}>
          ${this.t('Put away {tile}', { tile: this.selected.length ? this.tr.list(this.selected.map((t) => this.tileName(t))) : '…' })}</button>`;
      }
      case 'play':
        return this.leadButtons(v);
      default:
        return nothing;
    }
  }

  protected playableTiles(v: LooView): string[] {
    const tiles = new Set<string>();
    for (const a of v.legalActions) {
      if (a.type === 'play') tiles.add(a.tile);
      if (a.type === 'take-turnup') tiles.add(a.discard);
      if (a.type === 'discard') (a.tiles ?? [a.tile!]).forEach((t) => tiles.add(t));
    }
    return [...tiles];
  }

  protected tilesAct(v: LooView): boolean {
    return v.phase === 'play' && v.trick.length > 0;
  }

  protected onTile(tile: string): void {
    const v = this.view;
    if (!v) return;
    if (v.phase === 'play') {
      this.playOrSelect(tile);
    } else if (v.phase === 'declare') {
      this.selected = this.selected[0] === tile ? [] : [tile];
    } else if (v.phase === 'discard') {
      const k = v.hand.length - 5;
      if (this.selected.includes(tile)) this.selected = this.selected.filter((t) => t !== tile);
      else this.selected = [...this.selected, tile].slice(-k);
    }
  }

  protected renderHandSummary(v: LooView): TemplateResult | typeof nothing {
    const h = v.lastHand;
    if (!h) return nothing;
    const chips = v.options.scoring === 'chips';
    if (h.uncontested !== null) {
      const won = h.scoreDelta[h.uncontested]!;
      return html`<p>${this.t(chips ? 'Deal {n}: everyone else folded, so {who} took the pot ({amount} chips).' : 'Deal {n}: everyone else folded, so {who} took the pot (+{amount} points).',
        { n: h.hand, who: this.seatName(h.uncontested), amount: chips ? points(won) : won })}</p>`;
    }
    const tricks = h.tricksWon.flatMap((t, s) => (h.folded.includes(s) ? [] : [`${this.seatName(s)} ${t}`])).join(', ');
    return html`<p>${this.t(chips ? 'Deal {n}: tricks {tricks} (each worth {value} chips).' : 'Deal {n}: tricks {tricks}.', { n: h.hand, tricks, value: points(h.trickValue) })}
      ${h.looed.length ? html`<strong>${this.t('Looed: {who}', { who: this.names(h.looed) })}</strong>
        ${this.t(chips ? '(each pays {n} chips into the next pot).' : '(−5 points).', { n: points(-h.scoreDelta[h.looed[0]!]!) })}` : this.t('Nobody was looed.')}
      ${h.forPot !== null ? this.t('{who} played for the pot.', { who: this.seatName(h.forPot) }) : ''}</p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'domino-loo': DominoLoo;
  }
}
