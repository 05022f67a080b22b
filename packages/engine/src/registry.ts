import { whist } from '@boneyard/games';
import type { AnyStateMachine } from 'xstate';

/** What the engine needs from each game: its pure rules, its views and its machine. */
export interface GameModule {
  id: string;
  createState(seed: number | string, options: unknown, deal: unknown): unknown;
  settle(state: unknown): unknown;
  validateAction(state: unknown, seat: unknown, action: unknown): unknown;
  legalActions(state: unknown, seat: number): unknown[];
  view(state: unknown, seat: number | 'public'): unknown;
  players(state: unknown): number;
  machine: AnyStateMachine;
  /** The action as another seat may see it (passed and discarded tiles stay secret). */
  publicAction(action: unknown, actor: number, viewer: number | 'public'): unknown;
}

type W = whist.WhistState;

const whistModule: GameModule = {
  id: 'whist',
  createState: (seed, options, deal) => whist.createState(seed, options, deal),
  settle: (s) => whist.settle(s as W),
  validateAction: (s, seat, action) => whist.validateAction(s as W, seat, action),
  legalActions: (s, seat) => whist.legalActions(s as W, seat),
  view: (s, seat) => whist.view(s as W, seat),
  players: (s) => (s as W).options.players,
  machine: whist.whistMachine,
  publicAction: (action, actor, viewer) => {
    const a = action as whist.WhistAction;
    if (viewer === actor) return a;
    if (a.type === 'pass-tiles') return { type: 'pass-tiles' };
    if (a.type === 'exchange') return { type: 'exchange' };
    return a;
  },
};

export const GAMES: Record<string, GameModule> = { whist: whistModule };
export type GameId = 'whist' | 'euchre' | 'loo' | 'bluff';
