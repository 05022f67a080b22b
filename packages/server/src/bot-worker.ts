/**
 * One of the server's bot threads (bots.ts): takes a seat's view and answers with the bot's move,
 * the same chooseAction the page's worker runs. Built as dist/bot-worker.js beside dist/main.js.
 */
import { parentPort, threadId } from 'node:worker_threads';
import { chooseAction, hintFor, type Level } from '@boneyard/engine';

export interface BotJob {
  id: number;
  view: unknown;
  level: Level;
  seed: number;
  /** A person's hint (`{ action, why }`, from their own seat's view) rather than a bot's move. */
  hint?: boolean;
}
export type BotAnswer = { id: number; threadId: number; ms: number } & ({ ok: true; action: unknown } | { ok: false });

parentPort?.on('message', (job: BotJob) => {
  const t0 = performance.now();
  let answer: BotAnswer;
  try {
    const view = job.view as Parameters<typeof chooseAction>[0];
    const action = job.hint ? hintFor(view, { seed: job.seed }) : chooseAction(view, { level: job.level, seed: job.seed });
    answer = { id: job.id, threadId, ms: performance.now() - t0, ok: true, action };
  } catch {
    // Only that it failed: the table plays the seat's first legal move instead.
    answer = { id: job.id, threadId, ms: performance.now() - t0, ok: false };
  }
  parentPort!.postMessage(answer);
});
