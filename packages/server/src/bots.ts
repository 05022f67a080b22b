/**
 * The server's bots off the event loop: a small pool of worker threads runs chooseAction for the
 * searching levels (medium, hard: up to ~40 ms a move), so one table's bot thinking does not hold
 * up every other table's messages. Easy bots decide inline: a rule of thumb costs a few
 * microseconds, less than the message to a thread and back (bench: see the report in bench/).
 *
 * A bot sees only its seat's view (what the Table hands `decide`), and its move is applied by the
 * Table through the game like a person's: the engine still checks it. If the pool cannot answer
 * (a thread failed, or took far too long), the bot decides inline at the easy level instead, so a
 * table never stalls.
 */
import { Worker } from 'node:worker_threads';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chooseAction, hintFor, type BotRequest, type Level } from '@boneyard/engine';
import type { BotAnswer, BotJob } from './bot-worker.ts';

export type { BotRequest };

export interface BotPoolOptions {
  /** Threads (default: the cores less one, at least one). */
  size?: number;
  /** The built worker file (default: dist/bot-worker.js, beside the built main.js). */
  workerFile?: string;
  /** Levels decided on the calling thread (default: easy). */
  inline?: readonly Level[];
  /** A decision not answered in this time is made inline at the easy level (default 5 s). */
  timeoutMs?: number;
  /**
   * Decisions that may wait per thread (default 12: about half a second of hard searches, less than
   * the pause before a bot's move online). Past that the pool is overloaded, and the bot plays by the
   * easy rules, inline, rather than hold its table up (stats: overflow).
   */
  maxQueue?: number;
}

export interface BotPoolStats {
  /** Decisions made in a worker thread, and on the calling thread (easy, or a fallback). */
  inWorker: number;
  inline: number;
  fallbacks: number;
  /** Of those inline, decisions the pool was too busy for (played by the easy rules). */
  overflow: number;
  /** The threads that answered (worker_threads threadId; the main thread is 0). */
  threadIds: number[];
  /** Time the threads spent deciding, in ms. */
  workerMs: number;
  threads: number;
  queued: number;
}

interface Slot {
  worker: Worker;
  busy: number;
}
interface Pending {
  resolve: (action: unknown) => void;
  view: unknown;
  seed: number;
  hint: boolean;
  slot: Slot;
  timer: ReturnType<typeof setTimeout>;
}

const NAME = 'bot-worker.js';

/** dist/bot-worker.js: beside this file once built; from the sources (tests), the package's dist. */
function defaultWorkerFile(): string {
  const beside = fileURLToPath(new URL(`./${NAME}`, import.meta.url));
  if (existsSync(beside)) return beside;
  return fileURLToPath(new URL(`../dist/${NAME}`, import.meta.url));
}

export class BotPool {
  readonly #size: number;
  readonly #file: string;
  readonly #inline: ReadonlySet<Level>;
  readonly #timeoutMs: number;
  readonly #maxQueue: number;
  #slots: Slot[] = [];
  #pending = new Map<number, Pending>();
  #nextId = 1;
  #closed = false;
  /** Threads that failed to start or died: past a few, the pool stops trying and decides inline. */
  #failures = 0;
  #stats = { inWorker: 0, inline: 0, fallbacks: 0, overflow: 0, workerMs: 0, threadIds: new Set<number>() };

  constructor(options: BotPoolOptions = {}) {
    this.#size = Math.max(1, Math.floor(options.size ?? availableParallelism() - 1));
    this.#file = options.workerFile ?? defaultWorkerFile();
    this.#inline = new Set(options.inline ?? ['easy']);
    this.#timeoutMs = options.timeoutMs ?? 5000;
    this.#maxQueue = Math.max(1, options.maxQueue ?? 12);
  }

  /**
   * The bot's move for the seat whose view this is (TableOptions.decide), or with `request.hint` a
   * person's hint (`{ action, why }`, worked out on a thread like a hard bot's move; with no thread
   * it is worked out here, and an overloaded pool answers null: no hint). Never rejects.
   */
  decide = (view: unknown, request: BotRequest): Promise<unknown> => {
    const hint = request.hint === true;
    if (this.#inline.has(request.level) || this.#closed || this.#failures >= 3 || !this.#fileThere()) {
      this.#stats.inline++;
      return Promise.resolve(hint ? this.#inlineHint(view, request.seed) : this.#inlineMove(view, request.level, request.seed));
    }
    const slot = this.#slot();
    if (slot.busy >= this.#maxQueue) {
      this.#stats.inline++;
      this.#stats.overflow++;
      return Promise.resolve(hint ? null : this.#inlineMove(view, 'easy', request.seed));
    }
    const id = this.#nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.#fallback(id), this.#timeoutMs);
      this.#pending.set(id, { resolve, view, seed: request.seed, hint, slot, timer });
      slot.busy++;
      if (slot.busy === 1) slot.worker.ref();
      const job: BotJob = { id, view, level: request.level, seed: request.seed, ...(hint ? { hint } : {}) };
      slot.worker.postMessage(job);
    });
  };

  stats(): BotPoolStats {
    const s = this.#stats;
    return {
      inWorker: s.inWorker, inline: s.inline, fallbacks: s.fallbacks, overflow: s.overflow, threadIds: [...s.threadIds], workerMs: s.workerMs,
      threads: this.#slots.length, queued: this.#pending.size,
    };
  }

  /** Stops the threads; decisions still waiting are made inline. */
  async close(): Promise<void> {
    this.#closed = true;
    const slots = this.#slots;
    this.#slots = [];
    for (const id of this.#pending.keys()) this.#fallback(id);
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  #fileOk: boolean | null = null;
  #fileThere(): boolean {
    this.#fileOk ??= existsSync(this.#file);
    return this.#fileOk;
  }

  #inlineMove(view: unknown, level: Level, seed: number): unknown {
    try {
      return chooseAction(view as Parameters<typeof chooseAction>[0], { level, seed });
    } catch {
      return null;
    }
  }

  #inlineHint(view: unknown, seed: number): unknown {
    try {
      return hintFor(view as Parameters<typeof hintFor>[0], { seed });
    } catch {
      return null;
    }
  }

  /** The least busy thread, starting one more while the pool is not full and all are busy. */
  #slot(): Slot {
    let best: Slot | undefined;
    for (const s of this.#slots) if (!best || s.busy < best.busy) best = s;
    if (best && (best.busy === 0 || this.#slots.length >= this.#size)) return best;
    const worker = new Worker(this.#file);
    const slot: Slot = { worker, busy: 0 };
    // An idle pool does not keep the process alive.
    worker.unref();
    worker.on('message', (a: BotAnswer) => this.#answer(slot, a));
    worker.on('error', () => this.#lost(slot));
    worker.on('exit', () => this.#lost(slot));
    this.#slots.push(slot);
    return slot;
  }

  #answer(slot: Slot, a: BotAnswer): void {
    const p = this.#pending.get(a.id);
    if (!p) return;
    this.#pending.delete(a.id);
    clearTimeout(p.timer);
    this.#release(slot);
    this.#stats.inWorker++;
    this.#stats.workerMs += a.ms;
    this.#stats.threadIds.add(a.threadId);
    p.resolve(a.ok ? a.action : null);
  }

  #release(slot: Slot): void {
    slot.busy = Math.max(0, slot.busy - 1);
    if (slot.busy === 0) slot.worker.unref();
  }

  /** A thread failed or ended: its decisions are made inline, and a new thread takes its place on demand. */
  #lost(slot: Slot): void {
    if (!this.#slots.includes(slot)) return;
    this.#slots = this.#slots.filter((s) => s !== slot);
    if (!this.#closed) this.#failures++;
    for (const [id, p] of this.#pending) if (p.slot === slot) this.#fallback(id);
  }

  #fallback(id: number): void {
    const p = this.#pending.get(id);
    if (!p) return;
    this.#pending.delete(id);
    clearTimeout(p.timer);
    this.#release(p.slot);
    this.#stats.fallbacks++;
    // A bot plays on by the easy rules; a hint that did not come is no hint.
    p.resolve(p.hint ? null : this.#inlineMove(p.view, 'easy', p.seed));
  }
}

let shared: BotPool | null = null;

/** The process's pool, made on first use. */
export function botPool(): BotPool {
  shared ??= new BotPool();
  return shared;
}

/** A bot's move from the process's pool: what the table room gives its Table (`new Table({ decide })`). */
export const decide = (view: unknown, request: BotRequest): Promise<unknown> => botPool().decide(view, request);
