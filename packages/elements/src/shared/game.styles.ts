import { css } from 'lit';

/** Shared look of the game widgets; every colour is a --domino-* custom property. */
export const gameStyles = css`
  :host {
    display: block;
    container-type: inline-size;
    font-family: var(--domino-font, system-ui, sans-serif);
    color: var(--domino-table-fg, #f4f1e8);
    --_bg: var(--domino-table-bg, #1f5a44);
    max-width: 60rem;
    /* The table's height is kept from its first frame (and by the snippet's inline style, before the
       script has even loaded), so the text under the widget does not jump as the hand is dealt and
       played. A phone's table (under 36rem) fits 52rem; a wider one, whose felt grows with the width,
       up to 59rem, reached at any width from 36rem by a decision whose buttons wrap to a second row
       (Whist's trump choice at 1000 px, 944 px high). Measured at 320 to 1200 px in every game. */
    min-height: var(--domino-min-height, max(52rem, min(59rem, (100vw - 36rem) * 1000)));
  }
  [part~='base'] {
    box-sizing: border-box;
    min-height: inherit;
    background: var(--_bg);
    border-radius: 1rem;
    padding: 0.9rem;
  }
  header {
    display: flex;
    gap: 0.5rem;
    align-items: flex-start;
    margin-bottom: 0.6rem;
  }
  .header-facts,
  .game-facts {
    flex: 1;
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem 1rem;
    align-items: baseline;
  }
  /* The game's facts (trumps, the contract, the pot) on a line of their own: as they change length
     mid-hand, none of them wraps across to the other line, so nothing in the header jumps. */
  .game-facts {
    flex-basis: 100%;
  }
  h2 {
    font-size: 1.15rem;
    margin: 0 0.5rem 0 0;
  }
  .status {
    font-weight: 600;
    min-height: 1.4em;
  }
  .explain {
    font-size: 0.9em;
    margin: 0.3rem 0;
    padding-left: 1.2rem;
  }
  p.explain {
    padding-left: 0;
  }
  /* The control of the move a hint suggests (the hand rings its tiles alike). */
  [data-hinted] {
    box-shadow: 0 0 0 3px var(--domino-hint, #2f9e5b);
  }
  .thinking {
    display: inline-flex;
    gap: 0.2em;
    vertical-align: middle;
  }
  .thinking .dot {
    width: 0.4em;
    height: 0.4em;
    border-radius: 50%;
    background: currentColor;
    animation: domino-thinking 1s infinite ease-in-out;
  }
  .thinking .dot:nth-child(2) {
    animation-delay: 0.15s;
  }
  .thinking .dot:nth-child(3) {
    animation-delay: 0.3s;
  }
  @keyframes domino-thinking {
    0%, 100% { opacity: 0.25; }
    50% { opacity: 1; }
  }
  @media (prefers-reduced-motion: reduce) {
    .thinking .dot {
      animation: none;
      opacity: 0.6;
    }
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: center;
    margin: 0.5rem 0;
    /* A button's height: the row is there, empty, while others move, so the page under it keeps still.
       It sits under the hand, so buttons that wrap to more rows on a phone never move the tiles. */
    min-height: 2.75rem;
  }
  button[part~='action'],
  button.primary {
    font: inherit;
    font-weight: 600;
    padding: 0.4rem 0.8rem;
    border-radius: 0.5rem;
    border: 2px solid transparent;
    background: var(--domino-button-bg, #f4f1e8);
    color: var(--domino-button-fg, #173d2f);
    cursor: pointer;
  }
  button[part~='action']:disabled {
    opacity: 0.5;
    cursor: default;
  }
  button:focus-visible {
    outline: 3px solid var(--domino-focus, #8ab4f8);
    outline-offset: 2px;
  }
  .turn-up {
    display: inline-flex;
    gap: 0.3rem;
    align-items: center;
    --domino-tile-size: 1.5rem;
  }
  .alone {
    display: inline-flex;
    gap: 0.3rem;
    align-items: center;
    font-weight: 600;
  }
  .widow {
    display: inline-flex;
    gap: 0.4rem;
    align-items: center;
  }
  /* A key tile (turn-up, widow) at full size in the middle of the felt. */
  .key-tile {
    margin: 0;
    display: flex;
    flex-direction: column-reverse;
    align-items: center;
    gap: 0.2rem;
    font-size: 0.8rem;
    font-weight: 600;
  }
  .last-trick {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
    align-items: center;
    font-size: 0.85rem;
    --domino-tile-size: 1.1rem;
    /* Its line is kept before the first trick is won and after the hand, so nothing under it moves. */
    min-height: 1.3rem;
  }
  .last-trick .win domino-tile {
    outline: 2px solid var(--domino-highlight, #e2a400);
    border-radius: 0.2rem;
  }
  [part~='summary'] {
    margin-top: 0.75rem;
    padding: 0.5rem 0.75rem;
    border-radius: 0.6rem;
    background: rgb(0 0 0 / 0.18);
    font-size: 0.9rem;
  }
  /* A refused press says why over the status line, not above the hand, so the tiles and the
     buttons stay where the thumb is (on a phone they would be pushed below the screen). */
  .status-line {
    position: relative;
  }
  .status-line > .notice {
    position: absolute;
    inset: 0 0 auto;
    z-index: 2;
    min-height: 100%;
    box-sizing: border-box;
    margin: 0;
    padding: 0.25rem 0.6rem;
  }
  .notice,
  .bad-config {
    color: var(--domino-error-fg, #2b0000);
    background: var(--domino-error-bg, #ffd9d6);
    border-radius: 0.5rem;
    padding: 0.5rem 0.75rem;
  }
  .bad-config {
    border: 2px solid #b3261e;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  footer {
    margin-top: 0.75rem;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
  /* A hand's result and the game's end: the moment the table waits on. */
  .lobby {
    display: grid;
    align-content: start;
    gap: 0.75rem;
    padding: 1rem;
  }
  .lobby h2 {
    margin: 0;
    font-size: 1.15rem;
  }
  .lobby p {
    margin: 0;
  }
  .invite {
    display: flex;
    gap: 0.5rem;
    flex-wrap: wrap;
  }
  .invite input {
    flex: 1 1 14rem;
    min-width: 0;
    min-height: 44px;
    padding: 0 0.5rem;
    font: inherit;
    border-radius: 0.5rem;
    border: 1px solid currentColor;
    background: transparent;
    color: inherit;
  }
  .lobby-seats {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.25rem;
  }
  .lobby-seats li {
    display: flex;
    justify-content: space-between;
    gap: 0.5rem;
    flex-wrap: wrap;
    padding: 0.4rem 0.6rem;
    border-radius: 0.5rem;
    background: var(--domino-result-bg, rgb(0 0 0 / 0.3));
  }
  .lobby-seats li.mine {
    outline: 2px solid var(--domino-highlight, #e2a400);
  }
  .moment {
    margin: 0.5rem 0;
    padding: 0.75rem 1rem;
    border-radius: 0.75rem;
    background: var(--domino-result-bg, rgb(0 0 0 / 0.3));
    border: 2px solid var(--domino-highlight, #e2a400);
  }
  /* A hand's result and the game's end lie over the hand and its buttons (inert meanwhile), rising
     over the felt as far as they need, rather than pushing the hand and the page under it down by
     their height at every hand's end. */
  .play-area {
    position: relative;
  }
  .play-area > .moment {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    z-index: 3;
    margin: 0;
    box-sizing: border-box;
    min-height: 100%;
    max-height: calc(100% + 14rem);
    overflow: auto;
    background: linear-gradient(var(--domino-result-bg, rgb(0 0 0 / 0.3)), var(--domino-result-bg, rgb(0 0 0 / 0.3))), var(--_bg);
  }
  .moment h3 {
    margin: 0 0 0.4rem;
    font-size: 1.1rem;
  }
  .moment p {
    margin: 0.3rem 0;
  }
  .moment-buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    margin-top: 0.6rem;
  }
  table.sheet {
    border-collapse: collapse;
    margin: 0.4rem 0;
    font-variant-numeric: tabular-nums;
    font-size: 0.95rem;
  }
  table.sheet th,
  table.sheet td {
    padding: 0.2rem 0.7rem;
    text-align: right;
    border-bottom: 1px solid color-mix(in srgb, currentColor 25%, transparent);
  }
  table.sheet th[scope='row'],
  table.sheet thead th:first-child {
    text-align: left;
  }
  table.sheet .mine {
    font-weight: 700;
  }
  table.sheet tfoot th,
  table.sheet tfoot td {
    font-weight: 700;
    border-bottom: none;
  }
  .team-score {
    font-variant-numeric: tabular-nums;
  }
  .header-tools {
    display: inline-flex;
    gap: 0.4rem;
  }
  button.icon {
    font: inherit;
    font-weight: 700;
    width: 2.75rem;
    height: 2.75rem;
    border-radius: 50%;
    border: 1px solid color-mix(in srgb, currentColor 45%, transparent);
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  /* Secondary tools (copy this position, copy the game) sit in a small menu. */
  .tools {
    position: relative;
  }
  .tools summary {
    list-style: none;
    cursor: pointer;
    font-size: 0.85rem;
    padding: 0.3rem 0.7rem;
    min-height: 2.75rem;
    box-sizing: border-box;
    display: inline-flex;
    align-items: center;
    border-radius: 0.5rem;
    border: 1px solid color-mix(in srgb, currentColor 45%, transparent);
  }
  .tools summary::-webkit-details-marker {
    display: none;
  }
  .tools summary::after {
    content: ' ▾';
  }
  .tools summary:focus-visible {
    outline: 3px solid var(--domino-focus, #8ab4f8);
    outline-offset: 2px;
  }
  .tools .menu {
    position: absolute;
    bottom: calc(100% + 0.3rem);
    left: 0;
    /* Above a hand's result or the game's end (3), which may reach down to the footer. */
    z-index: 4;
    display: flex;
    flex-direction: column;
    gap: 0.3rem;
    padding: 0.4rem;
    border-radius: 0.5rem;
    background: var(--domino-menu-bg, var(--_bg));
    box-shadow: 0 0.3rem 1rem rgb(0 0 0 / 0.4);
    white-space: nowrap;
  }
  button[part~='action'],
  button[part~='new-game'],
  button.primary,
  button.secondary {
    min-height: 2.75rem;
  }
  /* Secondary tools: quieter than the game's own buttons. */
  button.secondary {
    font: inherit;
    font-size: 0.85rem;
    padding: 0.3rem 0.7rem;
    border-radius: 0.5rem;
    border: 1px solid color-mix(in srgb, currentColor 45%, transparent);
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  dialog {
    border: none;
    border-radius: 0.75rem;
    padding: 1rem 1.25rem;
    max-width: min(28rem, 92vw);
    max-height: 85vh;
    overflow: auto;
    background: var(--domino-dialog-bg, #f4f1e8);
    color: var(--domino-dialog-fg, #173d2f);
    box-shadow: 0 0.5rem 2rem rgb(0 0 0 / 0.4);
  }
  dialog::backdrop {
    background: rgb(0 0 0 / 0.45);
  }
  dialog p {
    margin: 0 0 0.6rem;
  }
  .dialog-buttons {
    display: flex;
    gap: 0.5rem;
    justify-content: flex-end;
  }
  dialog h3 {
    margin: 0 0 0.6rem;
    font-size: 1.1rem;
  }
  dialog a {
    color: inherit;
  }
  dialog table.sheet {
    width: 100%;
  }
  dialog button[part~='action'],
  dialog button[part~='close'] {
    font: inherit;
    font-weight: 600;
    min-height: 2.75rem;
    padding: 0.4rem 0.9rem;
    border-radius: 0.5rem;
    border: none;
    cursor: pointer;
    background: var(--domino-dialog-button-bg, #173d2f);
    color: var(--domino-dialog-button-fg, #f4f1e8);
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --_bg: var(--domino-table-bg, #123528);
    }
  }
  /* A control's short words for a phone (class "short"), its full ones otherwise ("long"). */
  .short {
    display: none;
  }
  /* The phone layout, from the width where the table inside turns compact (34rem of its own, inside
     this one's 0.9rem padding): a wide table's large tiles under a phone's tall felt overran the
     height kept for the widget (up to 970 px against 832 at 500-590 px). */
  @container (max-width: 35.8rem) {
    .long {
      display: none;
    }
    .short {
      display: inline;
    }
    [part~='base'] {
      padding: 0.5rem;
    }
    /* A phone: the trick, the hand and the controls on one screen. */
    header {
      margin-bottom: 0.2rem;
      font-size: 0.85rem;
    }
    h2 {
      font-size: 1rem;
    }
    .header-facts,
    .game-facts {
      gap: 0.1rem 0.7rem;
    }
    /* A game whose facts wrap to more lines as they change keeps its most (Euchre's --_facts-min). */
    .game-facts {
      min-height: var(--_facts-min, auto);
    }
    /* Two lines for the status (three on the narrowest) and two rows for the buttons, there while
       others move: on a phone the reader's turn brings a longer status ("You deal: stand (you may
       take the turn-up for a tile), take the miss, or fold.") and eight bid buttons (two claims,
       three challenges) that wrap, and the hand, the Hint and the footer under them kept jumping.
       More than two rows still grow. */
    .status {
      margin: 0.2rem 0;
      font-size: 0.92rem;
      min-height: 2lh;
    }
    .controls {
      margin: 0.3rem 0;
      gap: 0.3rem;
      min-height: calc(5.5rem + 0.3rem);
    }
    button[part~='action'] {
      padding: 0.3rem 0.6rem;
    }
    /* The finished trick stays on the felt until it gathers; the thumbnail line is for wide tables. */
    .last-trick {
      display: none;
    }
    /* Two rows of eight at 360 px; a bigger hand (Bluff's, as tiles are handed to a loser) has
       smaller tiles, so the buttons under it stay on the screen. */
    domino-hand {
      --domino-tile-size: 1.9rem;
      --domino-hand-gap: 0.25rem;
      --domino-hand-max-height: 9rem;
    }
  }
  @container (max-width: 25rem) {
    .status {
      min-height: 3lh;
    }
  }
`;
