/**
 * What the Hint button does, fetched with the rules kit (boneyard-rules.js) the first time a reader
 * presses it: ask the table for the reader's hint (worked out in the worker, or by the game server,
 * from the reader's own seat view: only that seat's legal move and why come back), show it until
 * the reader moves, and tell the page the move (`domino-hint`). The focus is left where the reader
 * put it: the line is announced (a polite live region), and the marked control is a Tab away.
 */
import type { HintResult, TableClient } from '@boneyard/engine';
import { fire } from './events.ts';
import { explainHint, type HintView } from './i18n/explain.ts';
import type { Localizer } from './i18n/i18n.ts';

type Hint = Extract<HintResult, { ok: true }>;

/** What a hint uses of a game widget (game-element.ts): its view, its words and its own UI state. */
export interface HintHost extends HTMLElement {
  view: (HintView & { seat: number | null; legalActions: object[] }) | null;
  /** The hint shown; 0 while it is worked out. */
  hint: Hint | 0 | null;
  notice: string | null;
  readonly tr: Localizer;
  seatName(seat: number): string;
  requestUpdate(): void;
}

export async function askHint(el: HintHost, table: Pick<TableClient, 'hint'>): Promise<void> {
  const v = el.view;
  if (!v || v.seat === null || el.hint !== null) return;
  const show = (hint: HintHost['hint']) => {
    el.hint = hint;
    el.requestUpdate();
  };
  show(0);
  // No table (yet), or a worker that died meanwhile and never answers: after 10 s the hint is given up.
  const failed: HintResult = { ok: false, code: 'internal', message: 'No hint came.' };
  const r = await Promise.race([Promise.resolve(v.seat).then((seat) => table.hint(seat)), new Promise<HintResult>((done) => setTimeout(done, 10_000, failed))]).catch(() => failed);
  show(null);
  // The reader moved meanwhile, or the move is no longer theirs to make: no hint, and no fuss.
  if (el.view !== v && !el.view?.legalActions.some((a) => JSON.stringify(a) === JSON.stringify(r.ok && r.action))) return;
  if (!r.ok) return void (el.notice = el.tr.t('No hint could be worked out just now.'));
  show(r);
  fire(el, 'domino-hint', { action: r.action });
}

/** The hint as the widget shows it: the tiles its move names (marked in the hand) and its line of words. */
export function hintParts(el: HintHost): { tiles: string[]; text: string } {
  const h = el.hint as Hint;
  const a = h.action as { tile?: string; discard?: string; tiles?: string[] };
  return { tiles: [a.tile ?? a.discard ?? '', ...(a.tiles ?? [])], text: explainHint(el.tr, el.view!, h.action, h.why, (s) => el.seatName(s)) };
}
