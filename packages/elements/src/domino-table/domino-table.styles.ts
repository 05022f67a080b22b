import { css } from 'lit';

export const tableStyles = css`
  :host {
    display: block;
    container-type: inline-size;
  }
  .felt {
    position: relative;
    aspect-ratio: 2 / 1;
    min-height: 18rem;
    max-height: 30rem;
    width: 100%;
    margin: 0.25rem 0 0.5rem;
    border-radius: 45% / 40%;
    background: var(--domino-felt, radial-gradient(ellipse at center, rgb(255 255 255 / 0.1), rgb(0 0 0 / 0.14) 75%));
    box-shadow: inset 0 0 0 2px rgb(255 255 255 / 0.08);
  }
  [part~='seats'] {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  [part~='seat'] {
    position: absolute;
    transform: translate(var(--ax, -50%), var(--ay, -50%));
    z-index: 2;
    /* Its own width, not what is left of the felt to its right. */
    width: max-content;
    /* Room for a seat's facts on one line ("your partner · 2 tricks"), so a box does not grow a line mid-hand. */
    max-width: 11rem;
    box-sizing: border-box;
    border: 2px solid transparent;
    border-radius: 0.6rem;
    padding: 0.25rem 0.5rem;
    background: var(--domino-seat-bg, rgb(0 0 0 / 0.28));
    font-size: 0.82rem;
    line-height: 1.3;
    text-align: center;
  }
  [part~='seat'].turn {
    border-color: var(--domino-highlight, #e2a400);
    box-shadow: 0 0 0 3px rgb(226 164 0 / 0.25);
  }
  .name {
    font-weight: 700;
  }
  .facts {
    font-size: 0.76rem;
    opacity: 0.92;
    /* Its line is kept while empty: a seat's first fact (a bid, "0 tricks") then does not move its name. */
    min-height: 1.3em;
  }
  .chip {
    display: inline-block;
    font-size: 0.7rem;
    font-weight: 700;
    padding: 0 0.35rem;
    border-radius: 0.6rem;
    margin-left: 0.25rem;
    background: var(--domino-highlight, #e2a400);
    color: #1b1b1b;
  }
  .dots {
    display: inline-flex;
    gap: 2px;
    margin-left: 0.3rem;
    vertical-align: middle;
  }
  .dots span {
    width: 0.3rem;
    height: 0.3rem;
    border-radius: 50%;
    background: currentColor;
    opacity: 0.35;
  }
  @media (prefers-reduced-motion: no-preference) {
    .dots span {
      animation: think 1s infinite ease-in-out;
    }
    .dots span:nth-child(2) { animation-delay: 0.15s; }
    .dots span:nth-child(3) { animation-delay: 0.3s; }
  }
  @keyframes think {
    50% { opacity: 1; }
  }
  .backs {
    display: flex;
    justify-content: center;
    gap: 2px;
    margin-top: 0.2rem;
  }
  /* Other seats' tiles, face down: plain boxes (a whole tile element each would slow the first draw). */
  .back {
    width: 0.45rem;
    height: 0.9rem;
    box-sizing: border-box;
    border-radius: 0.1rem;
    background: var(--domino-tile-back, #2f5d50);
    border: 1px solid var(--domino-tile-edge, #3a3a3a);
  }
  .count {
    display: none;
  }
  .middle {
    position: absolute;
    left: 50%;
    top: 50%;
    transform: translate(-50%, -50%);
    z-index: 1;
    max-width: 60%;
    text-align: center;
  }
  /* While a trick is on the felt the middle keeps out of its way. */
  .middle.busy {
    opacity: 0.35;
  }
  .empty {
    opacity: 0.8;
    font-size: 0.9rem;
  }
  .trick {
    position: absolute;
    inset: 0;
    pointer-events: none;
    z-index: 1;
  }
  figure {
    position: absolute;
    left: calc(50% + var(--cx, 0) * var(--_play-rx, 23%));
    top: calc(50% + var(--sy, 0) * var(--_play-ry, 17%));
    transform: translate(-50%, -50%);
    margin: 0;
    text-align: center;
    font-size: 0.72rem;
    pointer-events: auto;
  }
  figure.win domino-tile {
    outline: 3px solid var(--domino-highlight, #e2a400);
    outline-offset: 1px;
    border-radius: 0.35rem;
  }
  figcaption {
    margin-top: 0.1rem;
    white-space: nowrap;
    text-shadow: 0 1px 2px rgb(0 0 0 / 0.5);
  }
  @container (max-width: 34rem) {
    /* No room for both: while tiles are on the table the middle gives way (the header repeats a turn-up). */
    .middle.busy {
      opacity: 0;
    }
    .felt {
      aspect-ratio: 4 / 3;
      min-height: 14rem;
      /* Wider than a phone, 4:3 (or 1:1 for six or seven) would take the height the hand needs. */
      max-height: 22rem;
      margin: 0 0 0.3rem;
    }
    /* Six or seven seats need the height a phone has more of than width. */
    .felt[data-seats='6'],
    .felt[data-seats='7'] {
      aspect-ratio: 1 / 1;
    }
    /* Face-down tiles as a count: a row of backs is wider than a seat can be here. */
    .back {
      display: none;
    }
    .count {
      display: inline;
      font-size: 0.68rem;
      padding: 0 0.3rem;
      border-radius: 0.2rem;
      background: var(--domino-tile-back, #2f5d50);
      border: 1px solid var(--domino-tile-edge, #3a3a3a);
    }
    figure {
      --domino-tile-size: 1.9rem;
    }
    /* Tiles nearer the middle, clear of the seats at the rim. */
    .felt {
      --_play-rx: 14%;
      --_play-ry: 12%;
    }
    figcaption {
      display: none;
    }
    [part~='seat'] {
      max-width: 6rem;
      padding: 0.2rem 0.35rem;
      font-size: 0.74rem;
    }
    .facts {
      font-size: 0.68rem;
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 2;
      overflow: hidden;
    }
  }
`;
