import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ActResult, TableClient, TableConfig, TableUpdate } from '@boneyard/engine';
import { connectTable } from './connect.ts';

export type ControllerStatus = 'idle' | 'connecting' | 'ready' | 'error';

/**
 * Bridges an element and its table (in a worker or on the page): starts games,
 * subscribes to the person's seat view, and releases everything on disconnect.
 */
export class GameController implements ReactiveController {
  status: ControllerStatus = 'idle';
  error: { code: string; message: string } | null = null;
  update: TableUpdate | null = null;
  #client: TableClient | null = null;
  #connecting: Promise<TableClient> | null = null;
  #off: (() => Promise<void>) | null = null;
  #generation = 0;
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

  async start(config: TableConfig, seat: number): Promise<void> {
    const gen = ++this.#generation;
    this.status = 'connecting';
    this.error = null;
    this.#host.requestUpdate();
    const client = await this.#ensureClient();
    if (gen !== this.#generation) return;
    await this.#off?.();
    this.#off = null;
    const r = await client.start(config);
    if (gen !== this.#generation) return;
    if (!r.ok) {
      this.status = 'error';
      this.error = { code: r.code, message: r.message };
      this.update = null;
      this.#host.requestUpdate();
      return;
    }
    this.#off = await client.subscribe(seat, (u) => {
      if (gen !== this.#generation) return;
      this.update = u;
      this.status = 'ready';
      this.#onUpdate(u);
      this.#host.requestUpdate();
    });
  }

  async act(seat: number, action: unknown): Promise<ActResult> {
    if (!this.#client) return { ok: false, code: 'game-over', message: 'No game is running.' };
    return this.#client.act(seat, action);
  }

  async setPace(ms: number): Promise<void> {
    await this.#client?.setPace(ms);
  }

  async snapshot(): Promise<string | null> {
    return (await this.#client?.snapshot()) ?? null;
  }

  async close(): Promise<void> {
    this.#generation++;
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
