import { css } from 'lit';

export const tableStyles = css`
  :host {
    display: block;
  }
  [part~='seats'] {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr));
    gap: 0.5rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  [part~='seat'] {
    border: 2px solid transparent;
    border-radius: 0.6rem;
    padding: 0.4rem 0.6rem;
    background: var(--domino-seat-bg, rgb(255 255 255 / 0.12));
    font-size: 0.9rem;
    line-height: 1.35;
  }
  [part~='seat'].turn {
    border-color: var(--domino-highlight, #e2a400);
  }
  .name {
    font-weight: 700;
  }
  .chip {
    display: inline-block;
    font-size: 0.72rem;
    font-weight: 700;
    padding: 0 0.35rem;
    border-radius: 0.6rem;
    margin-left: 0.25rem;
    background: var(--domino-highlight, #e2a400);
    color: #1b1b1b;
  }
  .backs {
    display: flex;
    gap: 2px;
    margin-top: 0.25rem;
  }
  /* Other seats' tiles, face down: plain boxes (a whole tile element each would slow the first draw). */
  .back {
    width: 0.55rem;
    height: 1.1rem;
    box-sizing: border-box;
    border-radius: 0.1rem;
    background: var(--domino-tile-back, #2f5d50);
    border: 1px solid var(--domino-tile-edge, #3a3a3a);
  }
  [part~='trick'] {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    justify-content: center;
    align-items: flex-end;
    min-height: 6.8rem;
    margin: 0.75rem 0;
    padding: 0.5rem;
    border-radius: 0.8rem;
    background: var(--domino-trick-bg, rgb(0 0 0 / 0.12));
  }
  figure {
    margin: 0;
    text-align: center;
    font-size: 0.78rem;
  }
  figure.win domino-tile {
    outline: 3px solid var(--domino-highlight, #e2a400);
    border-radius: 0.35rem;
  }
  figcaption {
    margin-top: 0.2rem;
  }
  .empty {
    align-self: center;
    opacity: 0.75;
  }
`;
