/**
 * The one localization layer. Every visible or announced string is an English pattern passed
 * through `t(lang, pattern, args)`: English patterns are the keys, so English costs nothing but
 * the call, and another language is a table from those patterns to its own (es.ts, fetched as its
 * own file the first time a widget is in Spanish). `{name}` in a pattern is filled from `args`.
 * i18n.test.ts checks that every pattern used in the elements has a Spanish entry with the same
 * placeholders. The language comes from the nearest `lang` attribute (across shadow roots), else
 * the page's.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { parseTile } from '@boneyard/core';
import { loadSpanish } from './load-es.ts';
import { NUMBERS } from './words.ts';

export type Lang = 'en' | 'es';
export type Args = Record<string, string | number>;

let spanish: Record<string, string> | null = null;
let loading: Promise<void> | null = null;
const live = new Set<ReactiveControllerHost & HTMLElement>();

export function t(lang: Lang, pattern: string, args?: Args): string {
  const s = (lang === 'es' && spanish?.[pattern]) || pattern;
  return args ? s.replace(/\{(\w+)\}/g, (m, k: string) => (k in args ? String(args[k]) : m)) : s;
}

/** The language an element is shown in: its nearest `lang` attribute, crossing shadow roots, else the page's. */
export function langOf(el: Element): Lang {
  let node: Element | null = el;
  let lang = '';
  while (node) {
    const hit: Element | null = node.closest('[lang]');
    if (hit) {
      lang = hit.getAttribute('lang') ?? '';
      break;
    }
    const root = node.getRootNode();
    node = root instanceof ShadowRoot ? root.host : null;
  }
  return lang.toLowerCase().startsWith('es') ? 'es' : 'en';
}

/** The Spanish table, fetched once; until it arrives (or if it cannot be fetched) English is shown. */
function wantSpanish(): void {
  loading ??= loadSpanish().then((table) => {
    spanish = table;
    for (const host of live) host.requestUpdate();
  }, () => {
    loading = null;
  });
}

// A page that changes a language (a language menu, on <html> or on a widget) redraws every widget.
if (typeof MutationObserver === 'function' && typeof document !== 'undefined') {
  new MutationObserver(() => {
    for (const host of live) host.requestUpdate();
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
}

/**
 * Gives an element `this.lang`-aware words: `tr.t(pattern, args)`. Redraws the element when the
 * Spanish table arrives or the page's language changes.
 */
export class Localizer implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  lang: Lang = 'en';

  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {
    live.add(this.#host);
  }

  hostDisconnected(): void {
    live.delete(this.#host);
  }

  /** Read once per render: the language may have changed since. */
  hostUpdate(): void {
    this.lang = langOf(this.#host);
    if (this.lang === 'es' && !spanish) wantSpanish();
  }

  t(pattern: string, args?: Args): string {
    return t(this.lang, pattern, args);
  }

  /** "six-four", "double blank" (English), "seis-cuatro", "doble blanca" (Spanish). */
  tile(tile: string): string {
    const [a, b] = parseTile(tile);
    const n = (x: number) => this.t(NUMBERS[x] ?? String(x));
    return a === b ? this.t('double {n}', { n: n(a) }) : `${n(a)}-${n(b)}`;
  }

  /** A list in words: "a, b and c". */
  list(items: readonly string[]): string {
    return items.length <= 1 ? (items[0] ?? '') : this.t('{a} and {b}', { a: items.slice(0, -1).join(', '), b: items.at(-1)! });
  }
}
