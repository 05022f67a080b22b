import { css } from 'lit';

export const handStyles = css`
  :host {
    display: block;
    container-type: inline-size;
  }
  [part~='hand'] {
    --_base: var(--domino-tile-size, 2.6rem);
    --_g: var(--domino-hand-gap, 0.35rem);
    /* A tile's button around it: padding and border, each side. */
    --_p: calc(0.3rem + 4px);
    --_h: var(--domino-hand-max-height, 1000rem);
    --_w: calc(100cqi + var(--_g));
    display: flex;
    flex-wrap: wrap;
    gap: var(--domino-hand-gap, 0.35rem);
    list-style: none;
    margin: 0;
    padding: 0;
    /* One row of tiles (a tile, its button's padding and border) even when the last one has been
       played, so what lies under the hand does not jump up and back as hands end and are dealt. */
    min-height: calc(var(--domino-tile-size, 2.6rem) * 2 + 0.3rem + 4px);
  }
  /* The largest tile that fits both the width (--_cN tiles a row) and the height (N rows), over N =
     1 to 5, and never larger than --domino-tile-size; never below 0.8rem, where it would be unreadable
     (a hand that big grows past the height). */
  li {
    --domino-tile-size: max(0.8rem, min(var(--_base), max(
      min(calc(var(--_w) / var(--_c1) - var(--_g) - var(--_p)), calc((var(--_h) - var(--_p)) / 2)),
      min(calc(var(--_w) / var(--_c2) - var(--_g) - var(--_p)), calc(((var(--_h) - var(--_g)) / 2 - var(--_p)) / 2)),
      min(calc(var(--_w) / var(--_c3) - var(--_g) - var(--_p)), calc(((var(--_h) - 2 * var(--_g)) / 3 - var(--_p)) / 2)),
      min(calc(var(--_w) / var(--_c4) - var(--_g) - var(--_p)), calc(((var(--_h) - 3 * var(--_g)) / 4 - var(--_p)) / 2)),
      min(calc(var(--_w) / var(--_c5) - var(--_g) - var(--_p)), calc(((var(--_h) - 4 * var(--_g)) / 5 - var(--_p)) / 2))
    )));
  }
  button {
    appearance: none;
    border: 2px solid transparent;
    border-radius: 0.45rem;
    background: none;
    padding: 0.15rem;
    cursor: pointer;
    line-height: 0;
    transition: transform 120ms ease;
  }
  button:disabled {
    cursor: default;
    opacity: var(--domino-disabled-opacity, 0.45);
  }
  .resting button:disabled {
    opacity: 1;
  }
  button:not(:disabled):hover {
    transform: translateY(-3px);
  }
  button[aria-pressed='true'] {
    border-color: var(--domino-highlight, #e2a400);
    transform: translateY(-6px);
  }
  button[data-hinted] {
    box-shadow: 0 0 0 3px var(--domino-hint, #2f9e5b);
  }
  button:focus-visible {
    outline: 3px solid var(--domino-focus, #1a73e8);
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    button {
      transition: none;
    }
  }
`;
