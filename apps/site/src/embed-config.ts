/**
 * What a blogger can set on a widget from the embed page, and the two ways out: the tag (with its
 * script line) and the address of frame.html for platforms that take no script. The same table
 * reads the frame's query parameters back, so the configurator, its snippets and the frame agree.
 */
export type Field =
  | { name: string; label: string; kind: 'choice'; values: readonly string[]; default: string }
  | { name: string; label: string; kind: 'flag' }
  | { name: string; label: string; kind: 'text'; placeholder?: string };

const LEVEL: Field = { name: 'level', label: 'Opponents', kind: 'choice', values: ['easy', 'medium', 'hard'], default: 'easy' };
const COMMON: Field[] = [
  LEVEL,
  { name: 'seed', label: 'Seed (same seed, same deal)', kind: 'text', placeholder: 'random' },
  { name: 'deal', label: 'Stacked deal (rules pages)', kind: 'text', placeholder: 'dealer 0; 0: 6-6 5-5 …' },
  { name: 'explain', label: 'Explain why a tile may not be played', kind: 'flag' },
];

export const GAMES = {
  whist: { tag: 'domino-whist', title: 'Domino Whist', fields: [
    { name: 'players', label: 'Players', kind: 'choice', values: ['3', '4', '5'], default: '4' },
    { name: 'partnership', label: 'Partners (4 players)', kind: 'choice', values: ['true', 'false'], default: 'true' },
    { name: 'passing', label: 'Pass three tiles first', kind: 'flag' },
    ...COMMON,
  ] },
  euchre: { tag: 'domino-euchre', title: 'Domino Euchre', fields: [
    { name: 'players', label: 'Players', kind: 'choice', values: ['2', '3', '4', '5'], default: '4' },
    { name: 'variant', label: 'Variant', kind: 'choice', values: ['standard', 'call-ace'], default: 'standard' },
    ...COMMON,
  ] },
  loo: { tag: 'domino-loo', title: 'Domino Loo', fields: [
    { name: 'players', label: 'Players', kind: 'choice', values: ['2', '3', '4'], default: '4' },
    { name: 'scoring', label: 'Scoring', kind: 'choice', values: ['points', 'chips'], default: 'points' },
    ...COMMON,
  ] },
  bluff: { tag: 'domino-bluff', title: 'Domino Bluff', fields: [
    { name: 'players', label: 'Players', kind: 'choice', values: ['2', '3', '4', '5', '6', '7'], default: '4' },
    ...COMMON,
  ] },
} as const satisfies Record<string, { tag: string; title: string; fields: readonly Field[] }>;

export type GameName = keyof typeof GAMES;
export const isGame = (x: unknown): x is GameName => typeof x === 'string' && Object.hasOwn(GAMES, x);

/** Colours a blogger may pick, each a --domino-* custom property. */
export const COLOURS = [
  { name: 'table', property: '--domino-table-bg', label: 'Table', default: '#1f5a44' },
  { name: 'highlight', property: '--domino-highlight', label: 'Highlight', default: '#ffcc4d' },
] as const;
export const LANGUAGES = ['en', 'es'] as const;

export interface EmbedConfig {
  game: GameName;
  /** Attribute values by name (flags as '' when on); only the game's fields are kept. */
  attrs: Record<string, string>;
  colours: Partial<Record<(typeof COLOURS)[number]['name'], string>>;
  lang: (typeof LANGUAGES)[number];
}

const HEX = /^#[0-9a-f]{6}$/i;
export const RESERVE = 'display:block;min-height:max(52rem,min(59rem,(100vw - 36rem) * 1000))';
const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The config's attributes in order, without the ones left at their defaults. */
export function attributes(c: EmbedConfig): [string, string][] {
  const out: [string, string][] = [];
  for (const f of GAMES[c.game].fields as readonly Field[]) {
    const v = c.attrs[f.name];
    if (v === undefined || (f.kind === 'choice' && v === f.default) || (f.kind === 'text' && v.trim() === '')) continue;
    out.push([f.name, f.kind === 'flag' ? '' : f.kind === 'text' ? v.trim() : v]);
  }
  if (c.lang !== 'en') out.push(['lang', c.lang]);
  // The height is kept from the first paint, before the script loads, so the page does not jump.
  const style = [RESERVE, ...COLOURS.filter((k) => c.colours[k.name] && HEX.test(c.colours[k.name]!)).map((k) => `${k.property}:${c.colours[k.name]}`)];
  out.push(['style', style.join(';')]);
  return out;
}

/** The tag, as a blogger pastes it. */
export function tagFor(c: EmbedConfig): string {
  const tag = GAMES[c.game].tag;
  const attrs = attributes(c).map(([k, v]) => (v === '' ? ` ${k}` : ` ${k}="${escapeAttr(v)}"`)).join('');
  return `<${tag}${attrs}></${tag}>`;
}

/** The address of the frame page showing the same widget. */
export function frameUrl(base: string, c: EmbedConfig): string {
  const q = new URLSearchParams({ game: c.game });
  for (const [k, v] of attributes(c)) if (k !== 'style') q.set(k, v);
  for (const k of COLOURS) if (c.colours[k.name] && HEX.test(c.colours[k.name]!)) q.set(k.name, c.colours[k.name]!);
  return `${base}?${q}`;
}

/** A frame page's query read back into a config; anything not ours is left out. */
export function fromQuery(search: string): EmbedConfig {
  const q = new URLSearchParams(search);
  const game = q.get('game');
  const c: EmbedConfig = { game: isGame(game) ? game : 'whist', attrs: {}, colours: {}, lang: q.get('lang') === 'es' ? 'es' : 'en' };
  for (const f of GAMES[c.game].fields as readonly Field[]) {
    const v = q.get(f.name);
    if (v !== null) c.attrs[f.name] = v;
  }
  for (const k of COLOURS) {
    const v = q.get(k.name);
    if (v && HEX.test(v)) c.colours[k.name] = v;
  }
  return c;
}

/** The widget itself, built with setAttribute (never as HTML), so a query cannot inject markup. */
export function buildElement(c: EmbedConfig, doc: Document = document): HTMLElement {
  const el = doc.createElement(GAMES[c.game].tag);
  for (const [k, v] of attributes(c)) el.setAttribute(k, v);
  return el;
}
