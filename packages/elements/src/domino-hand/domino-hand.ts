import { LitElement, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { tileName } from '@boneyard/core';
import { fire } from '../shared/events.ts';
import { handStyles } from './domino-hand.styles.ts';
import '../domino-tile/domino-tile.ts';

/**
 * A player's own tiles as native buttons. It knows no rules: the tiles it enables are
 * the ones it is told are playable.
 *
 * @summary The person's hand.
 * @fires domino-tile-select - A tile was clicked; detail `{ tile, index }`.
 * @csspart hand - The list of tiles.
 * @csspart tile - Each tile button; its part also includes `action` when a click plays the tile at once.
 * @cssproperty --domino-highlight - Border of a selected tile.
 * @cssproperty --domino-focus - Focus ring colour.
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
  /** True when a click sends a game action at once (the tiles then carry `part="tile action"`). */
  @property({ type: Boolean }) actionable = false;
  /** Accessible name of the hand. */
  @property() label = 'Your hand';

  override render() {
    const resting = this.playable.length === 0;
    return html`<ul part="hand" aria-label=${this.label} class=${resting ? 'resting' : ''}>
      ${this.tiles.map((t, i) => {
        const enabled = this.playable.includes(t);
        const pressed = this.selectedIndexes ? this.selectedIndexes.includes(i) : this.selected.includes(t);
        return html`<li>
          <button
            part=${enabled && this.actionable ? 'tile action' : 'tile'}
            data-tile=${t}
            ?disabled=${!enabled}
            aria-pressed=${this.actionable ? nothing : String(pressed)}
            aria-label=${tileName(t)}
            @click=${() => fire(this, 'domino-tile-select', { tile: t, index: i })}
          ><domino-tile tile=${t}></domino-tile></button>
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
