import { css } from 'lit';

export const tileStyles = css`
  :host {
    display: inline-block;
    --_w: var(--domino-tile-size, 2.6rem);
    width: var(--_w);
    height: calc(var(--_w) * 2);
    line-height: 0;
  }
  :host([orientation='horizontal']) {
    width: calc(var(--_w) * 2);
    height: var(--_w);
  }
  svg {
    width: 100%;
    height: 100%;
    display: block;
  }
  .face {
    fill: var(--domino-tile-face, #fbf8ef);
    stroke: var(--domino-tile-edge, #3a3a3a);
    stroke-width: 2;
  }
  .back {
    fill: var(--domino-tile-back, #2f5d50);
    stroke: var(--domino-tile-edge, #3a3a3a);
    stroke-width: 2;
  }
  .divider {
    stroke: var(--domino-tile-edge, #3a3a3a);
    stroke-width: 2;
  }
  .pip {
    fill: var(--domino-pip, #1d1d1d);
  }
`;
