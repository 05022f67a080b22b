import { customElement } from '../shared/define.ts';
import { LitElement, html, svg, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { parseTile } from '@boneyard/core';
import { Localizer } from '../shared/i18n/i18n.ts';
import { tileStyles } from './domino-tile.styles.ts';

/**
 * Pip positions for 0 to 9 as (column, row) cells of a 3x3 grid on the half of a vertical tile, as on a
 * double-nine set: 6 is two columns of three, 7 is the 6 plus the centre, 8 is the grid without its centre
 * and 9 the full grid.
 */
const LAYOUT: [number, number][][] = [
  [],
  [[1, 1]],
  [[0, 0], [2, 2]],
  [[0, 0], [1, 1], [2, 2]],
  [[0, 0], [2, 0], [0, 2], [2, 2]],
  [[0, 0], [2, 0], [1, 1], [0, 2], [2, 2]],
  [[0, 0], [2, 0], [0, 1], [2, 1], [0, 2], [2, 2]],
  [[0, 0], [2, 0], [0, 1], [1, 1], [2, 1], [0, 2], [2, 2]],
  [[0, 0], [1, 0], [2, 0], [0, 1], [2, 1], [0, 2], [1, 2], [2, 2]],
  [[0, 0], [1, 0], [2, 0], [0, 1], [1, 1], [2, 1], [0, 2], [1, 2], [2, 2]],
];

/** Cell centres sit at 11, 25 and 39 in a half's 50 viewBox units, leaving a margin to the rim and the divider. */
const FIRST = 11;
const STEP = 14;
/** Pip radius: smaller for 7 to 9, so their 3x3 grid keeps clear gaps between pips on a thumbnail. */
const pipRadius = (n: number) => (n >= 7 ? 3.9 : 4.5);

/**
 * A domino drawn as SVG, with pips up to 9. A face-down tile carries no value at all.
 * Each count from 0 to 9 has its own pip picture, as on a double-nine set; a horizontal tile is the vertical one
 * laid down (first half on the left, pictures turned a quarter turn).
 *
 * @summary One domino tile.
 * @csspart tile - The SVG drawing.
 * @csspart pip - Each pip.
 * @cssproperty --domino-tile-size - Width of a vertical tile (height is twice this).
 * @cssproperty --domino-tile-face - Face colour.
 * @cssproperty --domino-tile-back - Colour of a face-down tile.
 * @cssproperty --domino-tile-edge - Outline and divider colour.
 * @cssproperty --domino-pip - Pip colour.
 */
@customElement('domino-tile')
export class DominoTile extends LitElement {
  static override styles = tileStyles;

  /** The tile, written "6-4"; ignored when `hidden-face` is set. */
  @property() tile = '';
  /** Draw the tile face down. */
  @property({ type: Boolean, attribute: 'hidden-face', reflect: true }) hiddenFace = false;
  /** 'vertical' (default) or 'horizontal'. */
  @property({ reflect: true }) orientation: 'vertical' | 'horizontal' = 'vertical';

  /** The pips of one half; a horizontal tile is the vertical one turned a quarter turn anticlockwise, pips included. */
  #half(n: number, ox: number, oy: number, horizontal: boolean): TemplateResult[] {
    const r = pipRadius(n);
    return (LAYOUT[n] ?? []).map(([c, row]) => {
      const [x, y] = horizontal ? [row, 2 - c] : [c, row];
      return svg`<circle part="pip" class="pip" cx=${ox + FIRST + x * STEP} cy=${oy + FIRST + y * STEP} r=${r}></circle>`;
    });
  }

  readonly #tr = new Localizer(this);

  override render() {
    const horizontal = this.orientation === 'horizontal';
    const [w, h] = horizontal ? [100, 50] : [50, 100];
    if (this.hiddenFace || !this.tile) {
      return html`<svg part="tile" viewBox="0 0 ${w} ${h}" role="img" aria-label=${this.#tr.t('hidden tile')}>
        <rect class="back" x="1" y="1" width=${w - 2} height=${h - 2} rx="7"></rect>
      </svg>`;
    }
    let a: number;
    let b: number;
    try {
      [a, b] = parseTile(this.tile);
    } catch {
      return nothing;
    }
    return html`<svg part="tile" viewBox="0 0 ${w} ${h}" role="img" aria-label=${this.#tr.tile(this.tile)}>
      <rect class="face" x="1" y="1" width=${w - 2} height=${h - 2} rx="7"></rect>
      ${horizontal
        ? svg`<line class="divider" x1="50" y1="6" x2="50" y2="44"></line>${this.#half(a, 0, 0, true)}${this.#half(b, 50, 0, true)}`
        : svg`<line class="divider" x1="6" y1="50" x2="44" y2="50"></line>${this.#half(a, 0, 0, false)}${this.#half(b, 0, 50, false)}`}
    </svg>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'domino-tile': DominoTile;
  }
}
