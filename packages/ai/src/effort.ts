/** How hard the searching levels look. */
import type { SearchOptions } from './search/pimc.ts';

export interface Effort {
  budgetMs: number;
  /** Samples for a trick-play decision, and for one that simulates the auction too. */
  playSamples: number;
  bidSamples: number;
  policy: SearchOptions['policy'];
}

export const EFFORT: Record<'medium' | 'hard', Effort> = {
  hard: { budgetMs: 40, playSamples: 400, bidSamples: 160, policy: 'greedy' },
  medium: { budgetMs: 10, playSamples: 40, bidSamples: 16, policy: 'random' },
};
