import { customElement } from '../shared/define.ts';
import { LitElement, css, html, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { createGame, fromNotation, type Game, type HistoryEntry } from '@boneyard/engine';
import { errorText, tileText } from '../shared/messages.ts';
import { Localizer } from '../shared/i18n/i18n.ts';
import type { SeatInfo, TablePlay } from '../domino-table/domino-table.ts';
import '../domino-table/domino-table.ts';
import '../domino-hand/domino-hand.ts';

export const TITLES: Record<string, string> = { whist: 'Domino Whist', euchre: 'Domino Euchre', loo: 'Domino Loo', bluff: 'Domino Bluff' };

/** A seat in words, from the replayed seat's point of view. */
const seatText = (tr: Localizer, seat: number, you: number): string => (seat === you ? tr.t('You') : tr.t('Seat {n}', { n: seat + 1 }));

/** A move in a few words: who, the kind of move ("play", "take turnup"), its amount or tile. */
function moveText(tr: Localizer, m: HistoryEntry, you: number): string {
  const a = m.action as Record<string, unknown> & { type: string };
  const tile = typeof a.tile === 'string' ? ` ${tileText(a.tile)}` : '';
  const amount = typeof a.amount === 'number' ? ` ${a.amount}` : '';
  return `${seatText(tr, m.seat, you)}: ${tr.t(a.type.replace(/-/g, ' '))}${amount}${tile}`;
}

/** The kinds of move, as moveText says them (listed for the check that each has a translation). */
export const MOVE_WORDS = ['bid', 'pass', 'trump', 'exchange', 'pass tiles', 'play', 'order', 'call', 'discard', 'partner', 'stand', 'miss', 'fold',
  'take turnup', 'play for pot', 'roll', 'claim', 'no claim', 'challenge', 'give'];

/**
 * Steps through a whole game written as a notation (the engine's `toNotation`): first, back,
 * forward, last and autoplay, showing one seat's view at each step. For rules pages and for
 * sharing a game; the notation holds the whole deal, so nothing is hidden from its reader.
 *
 * @summary A game replay.
 * @fires domino-replay-step - The step shown changed; detail `{ step, steps }`.
 * @csspart base - The whole replay.
 * @csspart controls - The step buttons.
 * @csspart step - The "step k of n" line and the move just made.
 * @csspart error - A message about a notation that cannot be read.
 * @cssproperty --domino-table-bg - Table background.
 * @cssproperty --domino-table-fg - Table text colour.
 */
@customElement('domino-replay')
export class DominoReplay extends LitElement {
  static override styles = css`
    :host { display: block; font-family: var(--domino-font, system-ui, sans-serif); color: var(--domino-table-fg, #f4f1e8);
      background: var(--domino-table-bg, #1f5136); border-radius: 0.75rem; padding: 0.75rem; }
    .controls { display: flex; flex-wrap: wrap; gap: 0.4rem; margin: 0.5rem 0; }
    button { font: inherit; min-height: 2.2rem; min-width: 2.6rem; border-radius: 0.4rem; border: 1px solid currentColor;
      background: var(--domino-button-bg, #f4f1e8); color: var(--domino-button-fg, #1b1b1b); cursor: pointer; }
    button:disabled { opacity: 0.5; cursor: default; }
    button:focus-visible { outline: 3px solid var(--domino-highlight, #ffd166); outline-offset: 2px; }
    .error { background: #fff3f3; color: #6b0000; padding: 0.5rem; border-radius: 0.4rem; }
  `;

  /** The game to replay, as the engine's notation text (also accepted as the element's text content). */
  @property() notation = '';
  /** Whose view to show (0 by default). */
  @property({ type: Number }) seat = 0;
  /** The step to show; 0 is the deal. */
  @property({ type: Number, reflect: true }) step = 0;
  /** Milliseconds between steps while playing. */
  @property({ type: Number }) interval = 800;

  @state() private error: string | null = null;
  @state() private playing = false;
  #history: HistoryEntry[] = [];
  #origin: { game: string; seed: number | string; options: Record<string, unknown>; deal?: unknown } | null = null;
  #game: Game | null = null;
  #at = -1;
  #timer: ReturnType<typeof setInterval> | null = null;

  get steps(): number {
    return this.#history.length;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.notation && this.textContent?.trim()) this.notation = this.textContent.trim();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.pause();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('notation')) this.#load();
    this.step = Math.max(0, Math.min(this.steps, Math.floor(Number(this.step) || 0)));
    if (this.#origin && this.#at !== this.step) this.#goTo(this.step);
  }

  #load(): void {
    this.pause();
    this.#game = null;
    this.#at = -1;
    try {
      const finished = fromNotation(this.notation);
      const o = finished.origin!;
      this.#origin = { game: finished.id, seed: o.seed, options: o.options, ...(o.deal === undefined ? {} : { deal: o.deal }) };
      this.#history = finished.history();
      this.error = null;
    } catch (e) {
      this.#origin = null;
      this.#history = [];
      const err = e as { code?: string; message?: string };
      this.error = errorText(this.#tr, err.code ?? 'bad-notation', err.message);
    }
  }

  /** Replays from the deal (or on from the step shown) up to step k. */
  #goTo(k: number): void {
    if (!this.#game || k < this.#at) {
      this.#game = createGame(this.#origin!);
      this.#at = 0;
    }
    for (; this.#at < k; this.#at++) {
      const m = this.#history[this.#at]!;
      this.#game.act(m.seat, m.action);
    }
    this.dispatchEvent(new CustomEvent('domino-replay-step', { detail: { step: k, steps: this.steps }, bubbles: true, composed: true }));
  }

  first(): void { this.step = 0; }
  back(): void { this.step = Math.max(0, this.step - 1); }
  forward(): void { this.step = Math.min(this.steps, this.step + 1); }
  last(): void { this.step = this.steps; }

  play(): void {
    if (this.#timer !== null) return;
    if (this.step >= this.steps) this.step = 0;
    this.playing = true;
    this.#timer = setInterval(() => {
      if (this.step >= this.steps) this.pause();
      else this.forward();
    }, Math.max(50, this.interval));
  }

  pause(): void {
    if (this.#timer !== null) clearInterval(this.#timer);
    this.#timer = null;
    this.playing = false;
  }

  readonly #tr = new Localizer(this);

  override render() {
    const t = (p: string, a?: Record<string, string | number>) => this.#tr.t(p, a);
    if (this.error) return html`<div part="base error" role="alert" class="error"><strong>${t('This replay cannot start.')}</strong> ${this.error}</div>`;
    if (!this.#game) return html`<div part="base">${t('No game to replay yet.')}</div>`;
    const seat = Math.max(0, Math.min(this.#game.players - 1, Math.floor(Number(this.seat) || 0)));
    const v = this.#game.view(seat);
    const seats: SeatInfo[] = v.handSizes.map((size: number, s: number) => ({
      name: seatText(this.#tr, s, seat), handSize: size, dealer: v.dealer === s, turn: v.toAct.includes(s), notes: [], score: v.scores[s],
    }));
    const plays: TablePlay[] = (v.trick ?? []).map((p: { seat: number; tile: string }) => ({ seat: p.seat, tile: p.tile, caption: seatText(this.#tr, p.seat, seat) }));
    const last = this.step > 0 ? this.#history[this.step - 1]! : null;
    return html`<div part="base">
      <strong>${TITLES[this.#origin!.game] ? t(TITLES[this.#origin!.game]!) : this.#origin!.game}</strong>
      <p part="step" aria-live="polite">${t('Step {n} of {m}', { n: this.step, m: this.steps })} — ${last ? moveText(this.#tr, last, seat) : t('the deal')}${v.over ? ` ${t('(game over)')}` : ''}</p>
      <div part="controls" class="controls" role="group" aria-label=${t('Replay controls')}>
        <button data-step="first" @click=${this.first} ?disabled=${this.step === 0} aria-label=${t('First step')}>« ${t('First')}</button>
        <button data-step="back" @click=${this.back} ?disabled=${this.step === 0} aria-label=${t('Back one step')}>‹ ${t('Back')}</button>
        ${this.playing
          ? html`<button data-step="pause" @click=${this.pause} aria-label=${t('Pause')}>${t('Pause')}</button>`
          : html`<button data-step="play" @click=${this.play} ?disabled=${this.steps === 0} aria-label=${t('Play')}>${t('Play')}</button>`}
        <button data-step="forward" @click=${this.forward} ?disabled=${this.step >= this.steps} aria-label=${t('Forward one step')}>${t('Next')} ›</button>
        <button data-step="last" @click=${this.last} ?disabled=${this.step >= this.steps} aria-label=${t('Last step')}>${t('Last')} »</button>
      </div>
      <domino-table .seats=${seats} .plays=${plays} trick-label=${t('Trick')}></domino-table>
      <domino-hand .tiles=${v.hand} .playable=${[]} label=${seat === 0 ? t('Your hand') : t("Seat {n}'s hand", { n: seat + 1 })}></domino-hand>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'domino-replay': DominoReplay;
  }
}
