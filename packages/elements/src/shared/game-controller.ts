import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ActResult, TableClient, TableConfig, TableUpdate } from '@boneyard/engine';
import { connectTable } from './connect.ts';

export type ControllerStatus = 'idle' | 'connecting' | 'ready' | 'error';

/** How often a running game checks that its worker still answers, and how long it waits. */
const HEARTBEAT_MS = 2500;
const ANSWER_MS = 2000;

const within = <T>(p: Promise<T>, ms: number): Promise<T | typeof TIMEOUT> =>
  Promise.race([p, new Promise<typeof TIMEOUT>((r) => setTimeout(() => r(TIMEOUT), ms))]);
const TIMEOUT = Symbol('timeout');

/**
 * Bridges an element and its table (in a worker or on the page): starts games, subscribes
 * to the person's seat view, keeps the latest snapshot (in localStorage too when asked to
 * resume), restarts a worker that died from that snapshot, and releases everything on disconnect.
 */
export class GameController implements ReactiveController {
  status: ControllerStatus = 'idle';
  error: { code: string; message: string } | null = null;
  update: TableUpdate | null = null;
  /** Where the game is kept between visits, or null. */
  storageKey: string | null = null;
  /** How many times a dead worker has been replaced. */
  restarts = 0;
  #client: TableClient | null = null;
  #connecting: Promise<TableClient> | null = null;
  #off: (() => Promise<void>) | null = null;
  #generation = 0;
  #config: TableConfig | null = null;
  #seat = 0;
  #snapshot: string | null = null;
  #heartbeat: ReturnType<typeof setInterval> | null = null;
  #recovering: Promise<void> | null = null;
  readonly #host: ReactiveControllerHost;
  readonly #onUpdate: (u: TableUpdate) => void;

  constructor(host: ReactiveControllerHost, onUpdate: (u: TableUpdate) => void) {
    this.#host = host;
    this.#onUpdate = onUpdate;
    host.addController(this);
  }

  get mode(): 'worker' | 'main' | null {
    return this.#client?.mode ?? null;
  }

  hostConnected(): void {}

  hostDisconnected(): void {
    void this.close();
  }

  /** The saved game for this widget, if resuming is on and one was kept. */
  saved(): string | null {
    if (!this.storageKey) return null;
    try {
      return localStorage.getItem(this.storageKey);
    } catch {
      return null;
    }
  }

  forget(): void {
    if (!this.storageKey) return;
    try {
      localStorage.removeItem(this.storageKey);
    } catch {
      // Storage may be disabled; nothing to forget then.
    }
  }

  async start(config: TableConfig, seat: number): Promise<void> {
    const gen = ++this.#generation;
    this.status = 'connecting';
    this.error = null;
    this.#config = config;
    this.#seat = seat;
    this.#snapshot = config.snapshot ?? null;
    this.#host.requestUpdate();
    const client = await this.#ensureClient();
    if (gen !== this.#generation) return;
    await this.#attach(client, config, gen);
  }

  async #attach(client: TableClient, config: TableConfig, gen: number): Promise<void> {
    await this.#off?.().catch(() => undefined);
    this.#off = null;
    const r = await client.start(config, this.#seat);
    if (gen !== this.#generation) return;
    if (!r.ok) {
      this.status = 'error';
      this.error = { code: r.code, message: r.message };
      this.update = null;
      this.#host.requestUpdate();
      return;
    }
    const receive = (u: TableUpdate) => {
      if (gen !== this.#generation) return;
      this.update = u;
      this.status = 'ready';
      this.#onUpdate(u);
      this.#host.requestUpdate();
      void this.#keep(client, gen, u.gameEnded);
    };
    // The hand is drawn from start's answer; the subscription (which sends the current state
    // again as it begins, so nothing in between is missed) brings every later change.
    if (r.update) receive(r.update);
    this.#off = await client.subscribe(this.#seat, receive);
    this.#watch();
  }

  /** Keeps the latest snapshot, so that a lost worker (or a reload, with resume) loses nothing. */
  async #keep(client: TableClient, gen: number, over: boolean): Promise<void> {
    const snap = await within(client.snapshot(), ANSWER_MS).catch(() => null);
    if (gen !== this.#generation || typeof snap !== 'string') return;
    this.#snapshot = snap;
    if (!this.storageKey) return;
    try {
      if (over) localStorage.removeItem(this.storageKey);
      else localStorage.setItem(this.storageKey, snap);
    } catch {
      // A full or disabled storage only costs the resume.
    }
  }

  #watch(): void {
    if (this.#heartbeat !== null || this.#client?.mode !== 'worker') return;
    this.#heartbeat = setInterval(() => {
      const client = this.#client;
      if (!client || this.#recovering) return;
      void within(client.ping(), ANSWER_MS).catch(() => TIMEOUT).then((answer) => {
        if (answer !== 'pong' && client === this.#client) void this.#recover();
      });
    }, HEARTBEAT_MS);
  }

  /** The worker stopped answering: start a fresh one from the last snapshot. */
  #recover(): Promise<void> {
    this.#recovering ??= (async () => {
      const old = this.#client;
      this.#client = null;
      this.#connecting = null;
      this.#off = null;
      old?.kill();
      this.restarts++;
      const gen = ++this.#generation;
      const client = await this.#ensureClient();
      if (gen !== this.#generation || !this.#config) return;
      const config: TableConfig = this.#snapshot ? { ...this.#config, snapshot: this.#snapshot } : this.#config;
      await this.#attach(client, config, gen);
    })().finally(() => {
      this.#recovering = null;
    });
    return this.#recovering;
  }

  async act(seat: number, action: unknown): Promise<ActResult> {
    const client = this.#client;
    if (!client) return { ok: false, code: 'game-over', message: 'No game is running.' };
    const r = await within(client.act(seat, action), ANSWER_MS).catch(() => TIMEOUT);
    if (r !== TIMEOUT) return r as ActResult;
    // No answer: the worker is gone. Bring the game back and make the move there.
    await this.#recover();
    return this.#client ? this.#client.act(seat, action) : { ok: false, code: 'internal', message: 'The game engine stopped.' };
  }

  async setPace(ms: number): Promise<void> {
    if (this.#config) this.#config = { ...this.#config, paceMs: ms };
    await this.#client?.setPace(ms);
  }

  async snapshot(): Promise<string | null> {
    return this.#snapshot;
  }

  /** The finished game as a notation (null while it is in progress, or with no engine). */
  notation(): Promise<string | null> {
    return this.#text((c) => c.notation());
  }

  /** The game in progress as `seat` knows it, hidden tiles dealt afresh (null when over, or with no engine). */
  position(seat: number): Promise<string | null> {
    return this.#text((c) => c.position(seat));
  }

  async #text(ask: (c: TableClient) => Promise<string | null>): Promise<string | null> {
    const client = this.#client;
    if (!client) return null;
    // The first position may wait for the search file, which deals the hidden tiles.
    const r = await within(ask(client), ANSWER_MS * 3).catch(() => null);
    return typeof r === 'string' ? r : null;
  }

  async close(): Promise<void> {
    this.#generation++;
    if (this.#heartbeat !== null) clearInterval(this.#heartbeat);
    this.#heartbeat = null;
    const client = this.#client ?? (this.#connecting ? await this.#connecting : null);
    this.#client = null;
    this.#connecting = null;
    await this.#off?.().catch(() => undefined);
    this.#off = null;
    await client?.close();
    this.status = 'idle';
  }

  async #ensureClient(): Promise<TableClient> {
    if (this.#client) return this.#client;
    this.#connecting ??= connectTable();
    this.#client = await this.#connecting;
    return this.#client;
  }
}
