import { css } from 'lit';

export const handStyles = css`
  :host {
    display: block;
  }
  [part~='hand'] {
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
