import { customElement } from '../shared/define.ts';
import { LitElement, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { tableStyles } from './domino-table.styles.ts';
import { Localizer } from '../shared/i18n/i18n.ts';
import '../domino-tile/domino-tile.ts';

export interface SeatInfo {
  name: string;
  handSize: number;
  dealer: boolean;
  turn: boolean;
  /** Short facts: "bid 5", "partner", "7 tricks". */
  notes: string[];
  score: number;
}
export interface TablePlay {
  seat: number;
  tile: string;
  caption: string;
}

/**
 * The table: every seat with its face-down tile count and status, and the trick in play.
 * It draws what it is given and knows no rules.
 *
 * @summary Seats and the current trick.
 * @csspart seats - The list of seats.
 * @csspart seat - One seat; has class `turn` while that seat is to act.
 * @csspart trick - The tiles played to the current (or last) trick.
 * @cssproperty --domino-seat-bg - Seat panel background.
 * @cssproperty --domino-trick-bg - Trick area background.
 * @cssproperty --domino-highlight - Turn and winner highlight.
 */
@customElement('domino-table')
export class DominoTable extends LitElement {
  static override styles = tableStyles;

  /** One entry per seat, clockwise from seat 0. */
  @property({ type: Array }) seats: SeatInfo[] = [];
  /** Tiles on the table. */
  @property({ type: Array }) plays: TablePlay[] = [];
  /** Seat that won the shown trick, if it is complete. */
  @property({ type: Number }) winner: number | null = null;
  /** What the trick area says while it is empty. */
  @property() placeholder = '';
  /** The word before each seat's score ("Score", "Chips"). */
  @property({ attribute: 'score-label' }) scoreLabel = '';
  /** Leave out the trick area (for games without tricks). */
  @property({ type: Boolean, attribute: 'hide-trick' }) hideTrick = false;
  /** Accessible name of the trick area. */
  @property({ attribute: 'trick-label' }) trickLabel = '';

  readonly #tr = new Localizer(this);

  override render() {
    const t = (p: string, a?: Record<string, number>) => this.#tr.t(p, a);
    return html`
      <ul part="seats" aria-label=${t('Players')}>
        ${this.seats.map((s, i) => html`<li part="seat" class=${s.turn ? 'turn' : ''} data-seat=${i}
            aria-current=${s.turn ? 'true' : nothing}>
          <span class="name">${s.name}</span>${s.dealer ? html`<span class="chip" title=${t('Dealer')}>${t('D')}</span>` : nothing}
          <div>${this.scoreLabel || t('Score')} ${s.score}${s.notes.length ? html` · ${s.notes.join(' · ')}` : nothing}</div>
          <div class="backs" role="img" aria-label=${s.handSize === 1 ? t('1 hidden tile') : t('{n} hidden tiles', { n: s.handSize })}>
            ${Array.from({ length: Math.min(s.handSize, 12) }, () => html`<span class="back" part="tile-face"></span>`)}
          </div>
        </li>`)}
      </ul>
      ${this.hideTrick ? nothing : html`<div part="trick" role="group" aria-label=${this.trickLabel || t('Current trick')}>
        ${this.plays.length === 0
          ? html`<span class="empty">${this.placeholder || t('No tiles on the table yet.')}</span>`
          : this.plays.map((p) => html`<figure class=${this.winner === p.seat ? 'win' : ''}>
              <domino-tile tile=${p.tile} exportparts="tile: tile-face, pip"></domino-tile>
              <figcaption>${p.caption}</figcaption>
            </figure>`)}
      </div>`}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'domino-table': DominoTable;
  }
}
