import { customElement } from '../shared/define.ts';
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import { Localizer } from '../shared/i18n/i18n.ts';
import { fire } from '../shared/events.ts';
import { handStyles } from './domino-hand.styles.ts';
import '../domino-tile/domino-tile.ts';

/**
 * A player's own tiles as native buttons. It knows no rules: the tiles it enables are
 * the ones it is told are playable.
 *
 * @summary The person's hand.
 * @fires domino-tile-select - A tile was clicked; detail `{ tile, index }`.
 * @fires domino-selection-clear - Escape was pressed in the hand.
 * A newly dealt hand fans in (not under `prefers-reduced-motion: reduce`).
 * @csspart hand - The list of tiles.
 * @csspart tile - Each tile button; its part also includes `action` when a click plays the tile at once.
 * @cssproperty --domino-hint - Ring around a tile of the move a hint suggests (its button has `data-hinted`).
 * @cssproperty --domino-highlight - Border of a selected tile.
 * @cssproperty --domino-focus - Focus ring colour.
 * @cssproperty --domino-hand-gap - Space between tiles (0.35rem; the games' phone layout uses 0.25rem, so eight tiles fit one row at 360 px).
 * @cssproperty --domino-hand-max-height - Height the tiles keep within (none by default): a hand too big for it at `--domino-tile-size` is drawn with smaller tiles, in as many rows (two to four) as leave them largest. The games' phone layout keeps two rows of eight.
 */
@customElement('domino-hand')
export class DominoHand extends LitElement {
  static override styles = handStyles;

  /** The tiles, in display order. */
  @property({ type: Array }) tiles: string[] = [];
  /** Tiles that may be clicked now. */
  @property({ type: Array }) playable: string[] = [];
  /** Tiles shown as selected. */
  @property({ type: Array }) selected: string[] = [];
  /** Positions shown as selected; overrides `selected` where a hand may hold two copies of a tile. */
  @property({ type: Array, attribute: false }) selectedIndexes: number[] | null = null;
  /** Tiles of the move a hint suggests: marked `data-hinted`. */
  @property({ type: Array }) hinted?: string[];
  /** True when a click sends a game action at once (the tiles then carry `part="tile action"`). */
  @property({ type: Boolean }) actionable = false;
  /** Accessible name of the hand. */
  @property() label = '';

  readonly #tr = new Localizer(this);

  /** The one tile in the tab order (roving tabindex): arrows move it, Home and End jump. */
  #focusIndex = 0;

  #onKey(e: KeyboardEvent): void {
    // Disabled tiles cannot take focus; the arrows move among the tiles that can be played.
    const buttons = [...this.renderRoot.querySelectorAll<HTMLButtonElement>('button:not([disabled])')];
    if (buttons.length === 0) return;
    const at = Math.max(0, buttons.indexOf(e.target as HTMLButtonElement));
    let to = at;
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') to = Math.min(buttons.length - 1, at + 1);
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') to = Math.max(0, at - 1);
    else if (e.key === 'Home') to = 0;
    else if (e.key === 'End') to = buttons.length - 1;
    else if (e.key === 'Escape') {
      fire(this, 'domino-selection-clear', {});
      return;
    } else return;
    e.preventDefault();
    this.#focusIndex = Number(buttons[to]!.dataset.index);
    this.requestUpdate();
    buttons[to]!.focus();
  }

  /**
   * A hand dealt (or drawn afresh) fans in, tile after tile; a tile or two arriving (a widow, a
   * handed tile) or leaving does not. Transform and opacity only, so nothing around it moves; with
   * reduced motion nothing moves at all.
   */
  protected override updated(changed: PropertyValues<this>): void {
    if (!changed.has('tiles')) return;
    const before = (changed.get('tiles') as string[] | undefined) ?? [];
    const left = [...before];
    const arrived = this.tiles.flatMap((t, i) => {
      const k = left.indexOf(t);
      if (k >= 0) left.splice(k, 1);
      return k >= 0 ? [] : [i];
    });
    if (arrived.length < 3 || typeof matchMedia !== 'function' || !matchMedia('(prefers-reduced-motion: no-preference)').matches) return;
    const buttons = this.renderRoot.querySelectorAll<HTMLButtonElement>('button[data-index]');
    arrived.forEach((i, n) => buttons[i]?.animate(
      [{ transform: 'translateY(40%) rotate(-8deg) scale(0.85)', opacity: 0.2 }, { transform: 'none', opacity: 1 }],
      { duration: 220, delay: n * 35, easing: 'ease-out', fill: 'backwards' },
    ));
  }

  override render() {
    const resting = this.playable.length === 0;
    // The tab stop is the last focused tile if it can still be played, else the first playable one.
    const playable = this.tiles.flatMap((t, i) => (this.playable.includes(t) ? [i] : []));
    const stop = playable.includes(this.#focusIndex) ? this.#focusIndex : (playable[0] ?? -1);
    // Tiles a row needs when the hand lies in 2 to 4 rows: the styles size the tiles from these (no
    // measuring, so the first frame is already right).
    const perRow = [2, 3, 4].map((r) => `--_c${r}:${Math.ceil(this.tiles.length / r) || 1}`).join(';');
    return html`<ul part="hand" style=${perRow} aria-label=${this.label || this.#tr.t('Your hand')} class=${resting ? 'resting' : ''} @keydown=${(e: KeyboardEvent) => this.#onKey(e)}>
      ${this.tiles.map((t, i) => {
        const enabled = this.playable.includes(t);
        const pressed = this.selectedIndexes ? this.selectedIndexes.includes(i) : this.selected.includes(t);
        return html`<li>
          <button
            part=${enabled && this.actionable ? 'tile action' : 'tile'}
            data-tile=${t}
            ?data-hinted=${this.hinted?.includes(t)}
            ?disabled=${!enabled}
            data-index=${i}
            tabindex=${i === stop ? '0' : '-1'}
            @focus=${() => (this.#focusIndex = i)}
            aria-pressed=${this.actionable ? nothing : String(pressed)}
            aria-label=${this.#tr.tile(t)}
            @click=${() => fire(this, 'domino-tile-select', { tile: t, index: i })}
          ><domino-tile tile=${t} exportparts="tile: tile-face, pip"></domino-tile></button>
        </li>`;
      })}
    </ul>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'domino-hand': DominoHand;
  }
}
