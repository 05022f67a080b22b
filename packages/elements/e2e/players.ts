/** How the browser tests play the person's seat of each game: by clicking, as a reader would, with a little variety by step. */
import { clickATile, type Decide } from './harness.ts';

export const whist: Decide = async (s, click, step, exists) => {
  switch (s.phase) {
    case 'pass':
      for (let i = 0; i < 3; i++) await click('button[data-tile]:enabled:not([aria-pressed="true"])');
      await click('[part~="controls"] button[part~="action"]');
      break;
    case 'bid':
      // After a bid of the most tricks there is no higher bid to make: only a pass is left.
      await click(step % 4 === 0 && (await exists('button[data-action="bid"]')) ? 'button[data-action="bid"]' : 'button[data-action="pass"]');
      break;
    case 'trump':
      await click('button[data-action="trump"]');
      break;
    case 'exchange':
      if (step % 2 === 0) await click('button[data-action="keep"]');
      else {
        await click('button[data-tile]:enabled');
        await click('button[data-action="take"]');
      }
      break;
    case 'play':
      if (s.lead) {
        // A lead with a suit to name is confirmed by a button; a trump (one way to lead it) goes at once.
        await click('button[data-tile]:enabled');
        await new Promise((r) => setTimeout(r, 100));
        if (await exists('button[data-action="lead"]')) await click('button[data-action="lead"]');
      } else {
        await click('button[data-tile][part~="action"]:enabled');
      }
      break;
  }
};

export const bluff: Decide = async (s, click, step, exists) => {
  switch (s.phase) {
    case 'toss':
      await click('button[data-action="roll"]');
      break;
    case 'claim':
      if (step % 3 !== 1) {
        await click('button[data-tile]:enabled');
        await click('button[data-action="claim"]:enabled');
      } else await click('button[data-action="no-claim"]');
      break;
    case 'challenge':
      await click(step % 4 === 0 && (await exists('button[data-action="challenge"]')) ? 'button[data-action="challenge"]' : 'button[data-action="pass"]');
      break;
    case 'give':
      for (let i = 0; i < 2 && !(await exists('button[data-action="give"]:enabled')); i++) await click('button[data-tile]:enabled:not([aria-pressed="true"])');
      await click('button[data-action="give"]:enabled');
      break;
  }
};

export const euchre: Decide = async (s, click, step, exists) => {
  switch (s.phase) {
    case 'round1':
      await click(step % 3 === 0 ? 'button[data-action="order"]' : 'button[data-action="pass"]');
      break;
    case 'round2':
      await click(step % 2 === 0 && (await exists('button[data-action="pass"]')) ? 'button[data-action="pass"]' : 'button[data-action="call"]');
      break;
    case 'discard':
      await click('button[data-tile]:enabled');
      await click('button[data-action="discard"]');
      break;
    case 'partner':
      await click('button[data-action="partner"]');
      break;
    case 'play':
      await clickATile(click, exists);
      break;
  }
};

export const loo: Decide = async (s, click, step, exists) => {
  switch (s.phase) {
    case 'declare':
      if (step % 5 === 0 && (await exists('button[data-action="miss"]'))) await click('button[data-action="miss"]');
      else if (step % 7 === 0 && (await exists('button[data-action="fold"]'))) await click('button[data-action="fold"]');
      else await click('button[data-action="stand"]');
      break;
    case 'discard':
      for (let i = 0; i < 2; i++) {
        if (await exists('button[data-action="discard"]:enabled')) break;
        await click('button[data-tile]:enabled:not([aria-pressed="true"])');
      }
      await click('button[data-action="discard"]');
      break;
    case 'play':
      await clickATile(click, exists);
      break;
  }
};
