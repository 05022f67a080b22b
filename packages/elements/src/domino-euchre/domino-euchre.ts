import { customElement } from '../shared/define.ts';
import { css, html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { EuchreAction, EuchreView } from '@boneyard/games';
import { DominoGameElement, mustBe, readAttributes, wholeNumber } from '../shared/game-element.ts';

type Play = Extract<EuchreAction, { type: 'play' }>;
type Call = Extract<EuchreAction, { type: 'call' }>;
type Order = Extract<EuchreAction, { type: 'order' }>;
type Discard = Extract<EuchreAction, { type: 'discard' }>;
type Partner = Extract<EuchreAction, { type: 'partner' }>;

const capital = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** Attribute → engine option, with the values each accepts. */
const CHOICES = {
  variant: { option: 'variant', values: ['standard', 'call-ace'] },
  'first-lead': { option: 'firstLead', values: ['bid-winner', 'dealer-left'] },
  pickup: { option: 'turnupPickup', values: ['none', 'dealer', 'bid-winner'] },
  'lead-suit': { option: 'leadSuitRule', values: ['higher-end', 'leader-declares'] },
} as const;

/**
 * Domino Euchre against bots: 4 in partnerships, 2 or 3 each alone, and Call-Ace for 4 or 5,
 * refereed in a Web Worker. Only the person's own seat view reaches the page, so a Call-Ace
 * partner stays secret until the called double is played.
 *
 * @summary A playable game of Domino Euchre.
 * @fires domino-move - Any seat made a move; detail `{ seat, action, by }` (another seat's discard is not included).
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
 * @csspart header - Title, turn-up, trump, maker and target.
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
 * @cssproperty --domino-highlight - Highlights for turn, selection and trick winner.
 * @cssproperty --domino-hint - Ring around the control and the tiles of the move a hint suggests.
 */
@customElement('domino-euchre')
export class DominoEuchre extends DominoGameElement<EuchreView> {
  /* On a phone the facts wrap to two or three lines as they change ("Turned up (picked up):",
     "fours proposed", "Right (alone)"): the turn-up's line and two more are kept all hand. */
  static override styles = [DominoGameElement.styles, css`
    :host {
      --_facts-min: calc(1.5rem + 2lh + 0.2rem);
    }
  `];

  protected readonly gameId = 'euchre';
  protected readonly gameTitle = 'Domino Euchre';

  /** 4 (partners), 2 or 3 (each alone), or 5 (Call-Ace only). */
  @property() players: string | number = '4';
  /** `standard` or `call-ace`. */
  @property() variant = 'standard';
  /** Points for game (5 by default; 7 is a common alternative). */
  @property() target: string | undefined = undefined;
  /** Who leads first: `bid-winner` (default) or `dealer-left`. */
  @property({ attribute: 'first-lead' }) firstLead: string | undefined = undefined;
  /** Who may take the turn-up: `none` (default), `dealer` or `bid-winner`. */
  @property() pickup: string | undefined = undefined;
  /** How a lead's suit is fixed: `higher-end` (default) or `leader-declares`. */
  @property({ attribute: 'lead-suit' }) leadSuit: string | undefined = undefined;
  /** Points for a lone hand taking 3 or 4 tricks: 1 (default) or 2. */
  @property({ attribute: 'alone-points' }) alonePoints: string | undefined = undefined;

  /** Stick the dealer: the dealer must name trumps in round 2 (`true`/`false`). */
  @property({ attribute: 'stick-the-dealer' }) stickTheDealer: string | undefined = undefined;
  /** Which tiles follow a led suit: `either-end` (default) or `higher-end-only`. */
  @property() follow: string | undefined = undefined;
  /** Points for a three-player march (2 by default). */
  @property({ attribute: 'march-points' }) marchPoints: string | undefined = undefined;
  /** A level tie at the target: `play-on` (default) or `shared`. */
  @property() ties: string | undefined = undefined;
  /** Call-Ace maker alone by accident: scored `normal` (default) or `alone`. */
  @property({ attribute: 'accidental-alone' }) accidentalAlone: string | undefined = undefined;

  @state() private goAlone = false;

  protected override uiStateKeys(): string[] {
    return ['goAlone'];
  }

  protected gameOptions(): { players: number; options: Record<string, unknown> } | string {
    const players = Number(this.players);
    const t = this.tr.t.bind(this.tr);
    if (![2, 3, 4, 5].includes(players)) return mustBe(t, 'players', [2, 3, 4, 5], this.players);
    const options: Record<string, unknown> = { players };
    const attrs: Record<keyof typeof CHOICES, string | undefined> = {
      variant: this.variant, 'first-lead': this.firstLead, pickup: this.pickup, 'lead-suit': this.leadSuit,
    };
    for (const [attr, { option, values }] of Object.entries(CHOICES)) {
      const v = attrs[attr as keyof typeof CHOICES];
      if (v === undefined || v === null) continue;
      if (!(values as readonly string[]).includes(v)) return mustBe(t, attr, values, v);
      options[option] = v;
    }
    if (players === 5 && options.variant !== 'call-ace') return this.t('{a} needs {b}.', { a: 'players="5"', b: 'variant="call-ace"' });
    if (options.variant === 'call-ace' && players < 4) return this.t('variant="call-ace" needs 4 or 5 players.');
    if (this.target !== undefined && this.target !== null) {
      const n = Number(this.target);
      if (!Number.isInteger(n) || n < 1 || n > 100) return wholeNumber(t, 'target', 1, 100, this.target);
      options.target = n;
    }
    const more = readAttributes({
      'stick-the-dealer': this.stickTheDealer, follow: this.follow, 'march-points': this.marchPoints, ties: this.ties, 'accidental-alone': this.accidentalAlone,
    }, [
      { attr: 'stick-the-dealer', option: 'stickTheDealer', kind: 'bool' },
      { attr: 'follow', option: 'followMembership', kind: 'choice', values: ['either-end', 'higher-end-only'] },
      { attr: 'march-points', option: 'threePlayerMarchPoints', kind: 'int', min: 1, max: 10 },
      { attr: 'ties', option: 'tieRule', kind: 'choice', values: ['play-on', 'shared'] },
      { attr: 'accidental-alone', option: 'accidentalAloneScoring', kind: 'choice', values: ['normal', 'alone'] },
    ], options, t);
    if (more) return more;
    if (this.alonePoints !== undefined && this.alonePoints !== null) {
      if (!['1', '2'].includes(String(this.alonePoints))) return mustBe(t, 'alone-points', [1, 2], this.alonePoints);
      options.alonePartialPoints = Number(this.alonePoints);
    }
    return { players, options };
  }

  /** The turned-up tile, full size in the middle of the table while trump is being made. */
  protected override renderMiddle(v: EuchreView): TemplateResult | typeof nothing {
    return v.phase === 'play' || v.over ? nothing : this.renderMiddleTile(this.t(v.pickedUp ? 'Turned up (picked up):' : 'Turned up:'), v.turnUp);
  }

  protected renderHeaderFacts(v: EuchreView): TemplateResult {
    const callAce = v.options.variant === 'call-ace';
    return html`${this.renderTrumpTile(this.t(v.pickedUp ? 'Turned up (picked up):' : 'Turned up:'), v.turnUp)}
      <span>${this.t('Trump:')} <strong>${v.trump === null ? this.t('{suit} proposed', { suit: this.suit(v.proposed) }) : this.suit(v.trump)}</strong></span>
      <span>${this.t('Maker:')} ${v.maker === null ? '—' : v.alone ? this.t('{who} (alone)', { who: this.seatName(v.maker) }) : this.seatName(v.maker)}</span>
      ${callAce && v.calledSuit !== null ? html`<span>${this.t('Called:')} <strong>${this.tileName(`${v.calledSuit}-${v.calledSuit}`)}</strong> —
        ${v.partner !== null ? this.t('partner: {who}', { who: this.seatName(v.partner) }) : this.t(v.secretPartner ? 'you hold it: you are the secret partner' : 'partner still secret')}</span>` : nothing}
      <span>${this.t('Game: {n}', { n: v.options.target })}</span>`;
  }

  protected statusText(v: EuchreView): string {
    const mine = this.myTurn(v);
    const other = v.toAct.filter((s) => s !== v.seat).map((s) => this.seatName(s))[0] ?? '';
    const a = { who: other, suit: this.suit(v.phase === 'play' ? v.led : v.proposed) };
    switch (v.phase) {
      case 'round1':
        return this.t(mine ? 'Make {suit} trumps, or pass?' : '{who} is deciding on {suit}…', a);
      case 'round2':
        return this.t(mine ? 'Second round: name another suit as trumps, or pass.' : '{who} is choosing a trump suit…', a);
      case 'discard':
        return this.t(mine ? 'You take the turn-up: choose a tile to put away face down.' : '{who} is taking the turn-up…', a);
      case 'partner':
        return this.t(mine ? 'Call a double: whoever holds it is your secret partner.' : '{who} is calling a partner…', a);
      case 'play':
        if (!mine) return this.t('{who} is playing…', a);
        return this.t(v.trick.length === 0 ? 'Your lead.' : 'Your turn: follow {suit} if you can.', a);
      default:
        return '';
    }
  }

  protected seatNotes(v: EuchreView, s: number): string[] {
    const notes: string[] = [];
    const last = v.calls.filter((c) => c.seat === s).at(-1);
    if (v.maker === s) notes.push(this.t(v.alone ? 'maker, alone' : 'maker'));
    else if (last && last.action === 'pass' && v.maker === null) notes.push(this.t('passed'));
    if (v.sittingOut === s) notes.push(this.t('sits out, tiles face down'));
    if (v.partner === s) notes.push(this.t('partner'));
    if (v.seat !== null && v.teams.some((t) => t.length > 1 && t.includes(s) && t.includes(v.seat!)) && s !== v.seat) notes.push(this.t('your partner'));
    if (v.phase === 'play' || v.tricksWon[s]! > 0) notes.push(this.tricks(v.tricksWon[s]!));
    return notes;
  }

  protected describeMove(v: EuchreView, seat: number, a: { type: string } & Record<string, unknown>): string {
    const who = this.seatName(seat);
    switch (a.type) {
      case 'pass': return this.t('{who} passed.', { who });
      case 'order': return this.t(a.alone ? '{who} made {suit} trumps, alone.' : '{who} made {suit} trumps.', { who, suit: this.suit(v.proposed) });
      case 'call': return this.t(a.alone ? '{who} named {suit} trumps, alone.' : '{who} named {suit} trumps.', { who, suit: this.suit(a.suit) });
      case 'discard': return this.t('{who} put a tile away.', { who });
      case 'partner': return this.t('{who} called {tile}.', { who, tile: this.tileName(`${a.suit}-${a.suit}`) });
      case 'play': return this.t('{who} played {tile}.', { who, tile: this.tileName(String(a.tile)) });
      default: return '';
    }
  }

  protected renderControls(v: EuchreView): TemplateResult | typeof nothing {
    switch (v.phase) {
      case 'round1': {
        const orders = this.legal<Order>('order');
        return html`${orders.map((a) => html`<button part="action" data-action=${a.alone ? 'order-alone' : 'order'} ?data-hinted=${this.hinted(a)} @click=${() => this.send(a)}>
            ${this.t(a.alone ? 'Make {suit} trumps and play alone' : 'Make {suit} trumps', { suit: this.suit(v.proposed) })}</button>`)}
          ${this.legal<EuchreAction>('pass').map((a) => html`<button part="action" data-action="pass" ?data-hinted=${this.hinted(a)} @click=${() => this.send(a)}>${this.t('Pass')}</button>`)}`;
      }
      case 'round2': {
        const calls = this.legal<Call>('call');
        const canAlone = calls.some((a) => a.alone);
        return html`${canAlone ? html`<label class="alone"><input type="checkbox" .checked=${this.goAlone}
            @change=${(e: Event) => (this.goAlone = (e.target as HTMLInputElement).checked)}> ${this.t('Play alone')}</label>` : nothing}
          ${calls.filter((a) => Boolean(a.alone) === (canAlone && this.goAlone)).map((a) => html`<button part="action" data-action="call"
            ?data-hinted=${this.hinted(a)} @click=${() => this.send(a)}>${capital(this.suit(a.suit))}</button>`)}
          ${this.legal<EuchreAction>('pass').map((a) => html`<button part="action" data-action="pass" ?data-hinted=${this.hinted(a)} @click=${() => this.send(a)}>${this.t('Pass')}</button>`)}`;
      }
      case 'discard': {
        const pick = this.legal<Discard>('discard').find((a) => a.tile === this.selected[0]);
        return html`<button part="action" data-action="discard" ?disabled=${!pick} ?data-hinted=${this.hinted(pick)} @click=${() => pick && this.send(pick)}>
          ${pick ? this.t('Put away {tile}', { tile: this.tileName(pick.tile) }) : this.t('Choose a tile to put away')}</button>`;
      }
      case 'partner':
        return html`${this.legal<Partner>('partner').map((a) => html`<button part="action" data-action="partner" ?data-hinted=${this.hinted(a)} @click=${() => this.send(a)}>
          ${this.t('Call {tile}', { tile: this.tileName(`${a.suit}-${a.suit}`) })}</button>`)}`;
      case 'play':
        return this.leadButtons(v);
      default:
        return nothing;
    }
  }

  protected playableTiles(v: EuchreView): string[] {
    const tiles = new Set<string>();
    for (const a of v.legalActions) if (a.type === 'play' || a.type === 'discard') tiles.add(a.tile);
    return [...tiles];
  }

  /** A click plays at once unless the leader has to name a suit. */
  protected tilesAct(v: EuchreView): boolean {
    return v.phase === 'play' && !this.legal<Play>('play').some((a) => a.suit !== undefined);
  }

  protected onTile(tile: string): void {
    const v = this.view;
    if (!v) return;
    if (v.phase === 'play') this.playOrSelect(tile);
    else if (v.phase === 'discard') this.selected = this.selected[0] === tile ? [] : [tile];
  }

  protected renderHandSummary(v: EuchreView): TemplateResult | typeof nothing {
    const h = v.lastHand;
    if (!h) return nothing;
    const gained = h.scoreDelta.flatMap((d, s) => (d > 0 ? [s] : []));
    const points = gained.length ? h.scoreDelta[gained[0]!] : 0;
    const args = { n: h.hand, who: this.seatName(h.maker), suit: this.suit(h.trump), tricks: this.tricks(h.makerTricks) };
    const partner = h.makers.length > 1 && v.options.variant === 'call-ace' ? h.makers.find((m) => m !== h.maker)! : null;
    return html`<p>${partner !== null
      ? this.t('Hand {n}: {who} made {suit} trumps with {partner} as partner and took {tricks}.', { ...args, partner: this.seatName(partner) })
      : this.t(h.alone ? 'Hand {n}: {who} made {suit} trumps alone and took {tricks}.' : 'Hand {n}: {who} made {suit} trumps and took {tricks}.', args)}
      ${h.euchred ? this.t('Euchred!') : h.makerTricks === 5 ? this.t('All five!') : ''}
      ${gained.length ? this.t('+{points} to {who}.', { points, who: this.names(gained) }) : ''}</p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'domino-euchre': DominoEuchre;
  }
}
