/**
 * Every refusal carries a stable string code. Codes survive `postMessage` and
 * structured cloning (class identity does not), so the UI keys its wording on them.
 */
export type ErrorCode =
  | 'bad-tile'
  | 'bad-option'
  | 'unknown-option'
  | 'unknown-game'
  | 'bad-deal'
  | 'bad-action'
  | 'bad-seat'
  | 'not-your-turn'
  | 'illegal-action'
  | 'not-in-hand'
  | 'must-follow-suit'
  | 'must-trump'
  | 'must-lead-trump'
  | 'suit-required'
  | 'bad-suit'
  | 'bid-too-low'
  | 'bid-too-high'
  | 'game-over'
  | 'bad-snapshot'
  | 'bad-notation'
  | 'not-your-seat'
  | 'search-unavailable';

export class RuleError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.code = code;
    this.name = 'RuleError';
  }
  toJSON(): { code: ErrorCode; message: string } {
    return { code: this.code, message: this.message };
  }
}

export const fail = (code: ErrorCode, message: string): never => {
  throw new RuleError(code, message);
};

export const isRuleError = (e: unknown): e is { code: ErrorCode; message: string } =>
  typeof e === 'object' && e !== null && typeof (e as { code?: unknown }).code === 'string' &&
  typeof (e as { message?: unknown }).message === 'string';
