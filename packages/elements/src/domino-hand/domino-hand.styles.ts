import { css } from 'lit';

export const handStyles = css`
  :host {
    display: block;
    container-type: inline-size;
  }
  [part~='hand'] {
    --_base: var(--domino-tile-size, 2.6rem);
    --_g: var(--domino-hand-gap, 0.35rem);
    /* A tile's gap, and its button's padding and border, each side. */
    --_q: calc(var(--_g) + 0.3rem + 4px);
    --_w: calc(100cqi + var(--_g));
    --_v: calc(var(--domino-hand-max-height, 1000rem) + var(--_g));
    display: flex;
    flex-wrap: wrap;
    gap: var(--_g);
    list-style: none;
    margin: 0;
    padding: 0;
    /* One row of tiles (a tile, its button's padding and border) even when the last one has been
       played, so what lies under the hand does not jump up and back as hands end and are dealt. */
    min-height: calc(var(--_base) * 2 + 0.3rem + 4px);
  }
  /* The largest tile for which the hand fits both the width (--_cN tiles a row) and the height, in
     N = 2 to 4 rows, and never larger than --domino-tile-size (nor below 0.8rem, where it would be
     unreadable: a hand that big grows past the height). With no height given, the first term keeps
     the size as it is. */
  li {
    --domino-tile-size: max(0.8rem, min(var(--_base), max(clamp(0px, (var(--_v) - 500rem) * 99, var(--_base)),
      min(var(--_w) / var(--_c2) - var(--_q), var(--_v) / 4 - var(--_q) / 2),
      min(var(--_w) / var(--_c3) - var(--_q), var(--_v) / 6 - var(--_q) / 2),
      min(var(--_w) / var(--_c4) - var(--_q), var(--_v) / 8 - var(--_q) / 2))));
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
