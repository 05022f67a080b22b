import { customElement } from '../shared/define.ts';
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
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
  /** Null where the score is a side's, shown once for the team rather than on each partner's seat. */
  score: number | null;
  /** A bot is choosing its move at this seat. */
  thinking?: boolean;
}
export interface TablePlay {
  seat: number;
  tile: string;
  caption: string;
}

/** Where seat `rel` places of `n` (0: the reader, then clockwise) sits, as an angle: the reader at the bottom. */
const angle = (rel: number, n: number): number => Math.PI / 2 + (rel * 2 * Math.PI) / n;
/**
 * Percent positions on the felt: seats on an outer ellipse (their tiles go on an inner one, in front
 * of them). A seat is anchored at the same fraction of its own box as its place on the felt, so the seats
 * at the rim stay inside it however wide they are.
 */
export const seatSpot = (rel: number, n: number): { x: number; y: number } => {
  const a = angle(rel, n);
  return { x: 50 + 47 * Math.cos(a), y: 50 + 46 * Math.sin(a) };
};
/**
 * Where a played tile lies: in front of its seat, on an inner ellipse whose radii are CSS (a phone's
 * felt draws them in, so a tile never covers a seat); the direction as custom properties.
 */
const playDirection = (rel: number, n: number): string => {
  const a = angle(rel, n);
  return `--cx:${Math.cos(a).toFixed(4)};--sy:${Math.sin(a).toFixed(4)}`;
};
const MOTION = '(prefers-reduced-motion: no-preference)';
const moves = (): boolean => typeof matchMedia === 'function' && matchMedia(MOTION).matches;

/**
 * The table: the seats around a felt, the reader's at the bottom and the others clockwise (the next
 * to play on the left, a partner across), each played tile in front of its player, and the middle
 * of the table for what the game shows there (the default slot: a turn-up, a widow, the claims).
 * A played tile slides in from its seat; a won trick, once the game clears it, gathers to its
 * winner's seat. With reduced motion nothing moves, and the same things are shown.
 * It draws what it is given and knows no rules.
 *
 * @summary Seats around the felt, the trick in play and the middle of the table.
 * @slot - The middle of the table.
 * @csspart felt - The table surface that holds the seats and the trick.
 * @csspart seats - The list of seats.
 * @csspart seat - One seat; has class `turn` while that seat is to act, `me` for the reader's own.
 * @csspart trick - The tiles played to the current (or last) trick.
 * @csspart middle - The middle of the table.
 * @cssproperty --domino-felt - The table surface.
 * @cssproperty --domino-seat-bg - Seat panel background.
 * @cssproperty --domino-trick-bg - Trick area background (kept for themes written for the strip).
 * @cssproperty --domino-highlight - Turn and winner highlight.
 * @cssproperty --domino-motion-ms - How long a tile takes to slide (default 260).
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
  /** The reader's seat, drawn at the bottom (null: seat 0 there, for a public view). */
  @property({ type: Number }) self: number | null = null;
  /** What the middle of the table says while there is nothing on it. */
  @property() placeholder = '';
  /** The word before each seat's score ("Score", "Chips"). */
  @property({ attribute: 'score-label' }) scoreLabel = '';
  /** Leave out the trick (for games without tricks). */
  @property({ type: Boolean, attribute: 'hide-trick' }) hideTrick = false;
  /** Accessible name of the trick area. */
  @property({ attribute: 'trick-label' }) trickLabel = '';

  readonly #tr = new Localizer(this);
  /** The trick just cleared, gathering to its winner. */
  #gathering: { plays: TablePlay[]; winner: number } | null = null;

  #rel(seat: number): number {
    const n = this.seats.length || 1;
    return (seat - (this.self ?? 0) + n) % n;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // A complete trick with its winner marked, replaced by another (or by nothing): it gathers.
    const before = changed.get('plays') as TablePlay[] | undefined;
    const wonBy = changed.has('winner') ? (changed.get('winner') as number | null | undefined) : this.winner;
    if (before && before.length > 0 && wonBy !== null && wonBy !== undefined && !this.#same(before, this.plays)) {
      this.#gathering = moves() ? { plays: before, winner: wonBy } : null;
    }
  }

  #same(a: TablePlay[], b: TablePlay[]): boolean {
    return a.length <= b.length && a.every((p, i) => p.seat === b[i]!.seat && p.tile === b[i]!.tile);
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (!moves()) return;
    const ms = Number(getComputedStyle(this).getPropertyValue('--domino-motion-ms')) || 260;
    // Moved by transform only: no layout changes while a tile travels (nothing shifts around it).
    const seatAt = (seat: number) => this.renderRoot.querySelector(`[part~="seat"][data-seat="${seat}"]`)?.getBoundingClientRect();
    const offset = (fig: HTMLElement, to: DOMRect) => {
      const r = fig.getBoundingClientRect();
      return `translate(-50%, -50%) translate(${to.left + to.width / 2 - (r.left + r.width / 2)}px, ${to.top + to.height / 2 - (r.top + r.height / 2)}px)`;
    };
    if (changed.has('plays')) {
      const before = (changed.get('plays') as TablePlay[] | undefined) ?? [];
      for (const fig of this.renderRoot.querySelectorAll<HTMLElement>('[part~="trick"] figure[data-seat]')) {
        const seat = Number(fig.dataset.seat);
        const from = seatAt(seat);
        if (!from || before.some((p) => p.seat === seat && p.tile === fig.dataset.tile)) continue;
        fig.animate([{ transform: `${offset(fig, from)} scale(0.6)`, opacity: 0.4 }, { transform: 'translate(-50%, -50%)', opacity: 1 }], { duration: ms, easing: 'ease-out' });
      }
    }
    const gone = this.renderRoot.querySelectorAll<HTMLElement>('.gathering figure');
    const to = this.#gathering && seatAt(this.#gathering.winner);
    if (gone.length && to) {
      let left = gone.length;
      for (const fig of gone) {
        fig.animate([{ transform: 'translate(-50%, -50%)' }, { transform: `${offset(fig, to)} scale(0.5)`, opacity: 0 }], { duration: ms * 1.4, easing: 'ease-in', fill: 'forwards' })
          .finished.catch(() => undefined).finally(() => {
            if (--left === 0) {
              this.#gathering = null;
              this.requestUpdate();
            }
          });
      }
    }
  }

  #figure(p: TablePlay, won: boolean) {
    return html`<figure class=${won ? 'win' : ''} data-seat=${p.seat} data-tile=${p.tile} style=${playDirection(this.#rel(p.seat), this.seats.length || 1)}>
      <domino-tile tile=${p.tile} exportparts="tile: tile-face, pip"></domino-tile>
      <figcaption>${p.caption}</figcaption>
    </figure>`;
  }

  override render() {
    const t = (p: string, a?: Record<string, number>) => this.#tr.t(p, a);
    const n = this.seats.length || 1;
    const order = this.seats.map((_, i) => i).sort((a, b) => this.#rel(a) - this.#rel(b));
    const gathering = this.#gathering;
    return html`<div part="felt" class="felt" data-seats=${n}>
      <ul part="seats" aria-label=${t('Players')}>
        ${order.map((i) => {
          const s = this.seats[i]!;
          const me = this.self !== null && i === this.self;
          const at = seatSpot(this.#rel(i), n);
          return html`<li part="seat${me ? ' me' : ''}" class=${[s.turn ? 'turn' : '', me ? 'me' : '', s.thinking ? 'thinking' : ''].join(' ').trim()} data-seat=${i}
              style="left:${at.x}%;top:${at.y}%;--ax:${-at.x}%;--ay:${-at.y}%" aria-current=${s.turn ? 'true' : nothing}>
            <span class="name">${s.name}</span>${s.dealer ? html`<span class="chip" title=${t('Dealer')}>${t('D')}</span>` : nothing}${s.thinking
              ? html`<span class="dots" aria-hidden="true"><span></span><span></span><span></span></span>` : nothing}
            <div class="facts">${[...(s.score === null ? [] : [`${this.scoreLabel || t('Score')} ${s.score}`]), ...s.notes].join(' · ')}</div>
            ${me ? nothing : html`<div class="backs" role="img" aria-label=${s.handSize === 1 ? t('1 hidden tile') : t('{n} hidden tiles', { n: s.handSize })}>
              ${Array.from({ length: Math.min(s.handSize, 12) }, () => html`<span class="back" part="tile-face"></span>`)}<span class="count" aria-hidden="true">${s.handSize}</span>
            </div>`}
          </li>`;
        })}
      </ul>
      <div part="middle" class="middle ${this.plays.length > 0 && !this.hideTrick ? 'busy' : ''}">
        <slot>${this.plays.length === 0 && !gathering ? html`<span class="empty">${this.placeholder}</span>` : nothing}</slot>
      </div>
      ${this.hideTrick ? nothing : html`<div part="trick" class="trick" role="group" aria-label=${this.trickLabel || t('Current trick')}>
        ${repeat(this.plays, (p) => `${p.seat}/${p.tile}`, (p) => this.#figure(p, this.winner === p.seat))}
      </div>
      ${gathering ? html`<div class="trick gathering" aria-hidden="true">${gathering.plays.map((p) => this.#figure(p, gathering.winner === p.seat))}</div>` : nothing}`}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'domino-table': DominoTable;
  }
}
