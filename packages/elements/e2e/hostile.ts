/**
 * A hostile page, for the secrets test: a classic script that runs before the bundle and records
 * everything a page script can reach (as any script on the host page, an extension or a reader
 * with DevTools could), and the checks that nothing it recorded reveals a hidden tile or secret.
 */
import type { Page } from 'playwright-core';

/** Installed in <head> before the bundle: wraps the message channels and offers `observe`. */
export const HOSTILE_SCRIPT = `<script>
(() => {
  const rec = [];
  const MAX_DEPTH = 14;
  // Plain data out of anything (cycles, DOM nodes, class instances, typed arrays), as JSON text.
  const plain = (x, depth, stack) => {
    if (x === null || typeof x === 'number' || typeof x === 'boolean' || typeof x === 'string') return x;
    if (typeof x === 'undefined') return null;
    if (typeof x === 'function') return '<fn>';
    if (typeof x === 'bigint' || typeof x === 'symbol') return String(x);
    if (depth > MAX_DEPTH || stack.includes(x)) return '<...>';
    if (typeof Node !== 'undefined' && x instanceof Node) return '<node>';
    if (typeof MessagePort !== 'undefined' && x instanceof MessagePort) return '<port>';
    if (ArrayBuffer.isView(x)) return Array.from(x);
    const next = [...stack, x];
    if (x instanceof Map) return [...x].map(([k, v]) => [plain(k, depth + 1, next), plain(v, depth + 1, next)]);
    if (x instanceof Set || Array.isArray(x)) return [...x].map((v) => plain(v, depth + 1, next));
    const out = {};
    for (const k of Object.getOwnPropertyNames(x)) {
      let v;
      try { v = x[k]; } catch (e) { v = '<throws>'; }
      out[k] = plain(v, depth + 1, next);
    }
    return out;
  };
  const text = (x) => { try { return typeof x === 'string' ? x : JSON.stringify(plain(x, 0, [])); } catch (e) { return '<unserializable>'; } };
  const put = (kind, x) => rec.push({ kind, text: text(x) });
  const hostile = { rec, workers: [], put };
  window.__hostile = hostile;

  // Every message the page's scripts read, from a worker or a port, and every one they send.
  const data = Object.getOwnPropertyDescriptor(MessageEvent.prototype, 'data').get;
  Object.defineProperty(MessageEvent.prototype, 'data', { configurable: true, get() { const v = data.call(this); put('in', v); return v; } });
  for (const C of [Worker, MessagePort]) {
    const post = C.prototype.postMessage;
    C.prototype.postMessage = function (m, ...rest) { put('out', m); return post.call(this, m, ...rest); };
  }
  const RealWorker = window.Worker;
  window.Worker = class extends RealWorker { constructor(...a) { super(...a); hostile.workers.push(this); } };

  // The element's whole reachable surface: every property along its prototype chain (above
  // HTMLElement), read; every method called with no argument and with another seat's number.
  // Skipped: the lifecycle callbacks and the verbs that change what is played (they reveal nothing
  // and would stop the game being played to its end).
  const SKIP = new Set(['constructor', 'connectedCallback', 'disconnectedCallback', 'attributeChangedCallback', 'adoptedCallback',
    'newGame', 'askNewGame', 'send', 'onUpdate', 'playOrSelect', 'clearSelection', 'requestUpdate', 'performUpdate', 'scheduleUpdate', 'update', 'updated',
    'firstUpdated', 'willUpdate', 'shouldUpdate', 'render', 'createRenderRoot', 'enableUpdating', 'addController', 'removeController',
    'getUpdateComplete', 'focus', 'blur', 'click']);
  const within = (p, ms) => Promise.race([Promise.resolve(p).catch((e) => 'throws: ' + e), new Promise((r) => setTimeout(() => r('<pending>'), ms))]);
  const deep = (n) => {
    if (n.nodeType === 3) return n.data;
    if (n.nodeType !== 1) return '';
    const attrs = [...n.attributes].map((a) => a.name + '="' + a.value + '"').join(' ');
    const kids = [...(n.shadowRoot ? n.shadowRoot.childNodes : []), ...n.childNodes].map(deep).join('');
    return '<' + n.localName + ' ' + attrs + '>' + kids + '</' + n.localName + '>';
  };
  const idb = async () => {
    const out = {};
    for (const { name } of (await indexedDB.databases?.()) ?? []) {
      out[name] = await new Promise((resolve) => {
        const req = indexedDB.open(name);
        req.onerror = () => resolve('<closed>');
        req.onsuccess = async () => {
          const db = req.result;
          const stores = {};
          for (const s of db.objectStoreNames) {
            stores[s] = await new Promise((r) => { const g = db.transaction(s).objectStore(s).getAll(); g.onsuccess = () => r(g.result); g.onerror = () => r(null); });
          }
          db.close();
          resolve(stores);
        };
      });
    }
    return out;
  };
  hostile.observe = async (tag) => {
    const el = document.querySelector(tag);
    const seen = { view: el && el.view };
    if (el) {
      const names = new Set(Object.getOwnPropertyNames(el));
      for (let p = Object.getPrototypeOf(el); p && p !== HTMLElement.prototype; p = Object.getPrototypeOf(p)) Object.getOwnPropertyNames(p).forEach((n) => names.add(n));
      for (const name of names) {
        if (SKIP.has(name)) continue;
        let v;
        try { v = el[name]; } catch (e) { v = 'throws: ' + e; }
        if (typeof v !== 'function') { seen['prop:' + name] = v; continue; }
        if (name.startsWith('_')) continue;
        for (const args of [[], [1]]) {
          try { seen['call:' + name + '(' + args + ')'] = await within(v.apply(el, args), 1000); } catch (e) { seen['call:' + name + '(' + args + ')'] = 'throws: ' + e; }
        }
      }
    }
    seen.localStorage = { ...localStorage };
    seen.sessionStorage = { ...sessionStorage };
    seen.cookie = document.cookie;
    seen.indexedDB = await idb();
    seen.dom = deep(document.documentElement);
    put('obs', seen);
  };
})();
</script>`;

export interface Recorded { kind: 'in' | 'out' | 'obs' | 'aria'; text: string }

/** What the hostile script has recorded on this page so far (taken out, so a reload loses nothing). */
export const takeRecord = (page: Page): Promise<Recorded[]> => page.evaluate(() => (window as unknown as { __hostile: { rec: Recorded[] } }).__hostile.rec.splice(0));

type Hostile = { observe(t: string): Promise<void>; put(kind: string, x: unknown): void };

/** One look at everything, as the hostile script sees it, then the accessibility tree, both kept in the page's record. */
export async function observe(page: Page, tag: string): Promise<void> {
  await page.evaluate((tag) => (window as unknown as { __hostile: Hostile }).__hostile.observe(tag), tag);
  const aria = await page.locator(tag).ariaSnapshot().catch(() => '');
  await page.evaluate((aria) => (window as unknown as { __hostile: Hostile }).__hostile.put('aria', aria), aria);
}

type View = { game: string; seat: number; handNo: number; over: boolean; hand: string[]; handSizes: number[] } & Record<string, unknown>;

const TILE = /(?<![\w.-])\d-\d(?![\w.-])/g;
const tilesIn = (text: string): Set<string> => new Set(text.match(TILE) ?? []);

/** Every seat view inside a recorded item (a view is known by its fields), looking into JSON held in strings too. */
export function viewsIn(text: string): View[] {
  const out: View[] = [];
  const walk = (x: unknown, depth: number): void => {
    if (depth > 40) return;
    if (typeof x === 'string') {
      if (x.length > 2 && (x[0] === '{' || x[0] === '[')) {
        try {
          walk(JSON.parse(x), depth + 1);
        } catch {
          // Not JSON.
        }
      }
      return;
    }
    if (typeof x !== 'object' || x === null) return;
    if (!Array.isArray(x) && Array.isArray((x as View).hand) && Array.isArray((x as View).handSizes) && typeof (x as View).handNo === 'number') out.push(x as View);
    for (const v of Object.values(x)) walk(v, depth + 1);
  };
  walk(text, 0);
  return out;
}

export interface Leak { item: number; kind: string; what: string; excerpt: string }

/**
 * The check. Everything the page learns of the tiles must come from the person's seat views: any
 * tile named in anything recorded must be named in a view of the same hand that the page has been
 * sent by then (its hand, the table, the public log). Until the game ends (when its notation may
 * be given whole), nothing may hold a 128-bit seed, a generator state or, where they are known (`secrets`), the game's seed or any
 * word its generator held.
 */
export function findLeaks(items: Recorded[], secrets: { seed?: string; rngWords?: Set<string> } = {}): Leak[] {
  const leaks: Leak[] = [];
  const known = new Map<number, Set<string>>();
  let hand = 0;
  let over = false;
  items.forEach((raw, i) => {
    // Our error messages give an example tile ("a string like 6-4", "tiles like 6-4"): not a tile of the game.
    const item = { ...raw, text: raw.text.replace(/like (\\*")?\d-\d/g, 'like <example>') };
    const views = viewsIn(item.text);
    for (const v of views) {
      const set = known.get(v.handNo) ?? new Set<string>();
      for (const t of tilesIn(JSON.stringify(v))) set.add(t);
      known.set(v.handNo, set);
    }
    if (views.length) hand = Math.max(...views.map((v) => v.handNo));
    // An update that ends a hand carries that hand's last move beside the view of the next
    // (handNo one on): the tiles of that move were named by the hand before.
    const ended = /\bhandEnded\b/.test(item.text);
    const hands = views.flatMap((v) => (ended ? [v.handNo, v.handNo - 1] : [v.handNo]));
    const allowed = new Set([...(known.get(hand) ?? []), ...hands.flatMap((h) => [...(known.get(h) ?? [])])]);
    const excerpt = (at: number) => item.text.slice(Math.max(0, at - 80), at + 80);
    if (!over) {
      for (const m of item.text.matchAll(TILE)) {
        if (!allowed.has(m[0])) leaks.push({ item: i, kind: item.kind, what: `tile ${m[0]} (hand ${hand})`, excerpt: excerpt(m.index) });
      }
      const hex = /[0-9a-f]{32}/i.exec(item.text);
      if (hex) leaks.push({ item: i, kind: item.kind, what: 'a 128-bit seed', excerpt: excerpt(hex.index) });
      const rng = item.text.indexOf('"rng"');
      if (rng >= 0) leaks.push({ item: i, kind: item.kind, what: 'a generator state', excerpt: excerpt(rng) });
      if (secrets.seed !== undefined && item.text.includes(secrets.seed)) leaks.push({ item: i, kind: item.kind, what: 'the seed', excerpt: excerpt(item.text.indexOf(secrets.seed)) });
      for (const m of item.text.matchAll(/\b\d{7,10}\b/g)) {
        if (secrets.rngWords?.has(m[0])) leaks.push({ item: i, kind: item.kind, what: `generator word ${m[0]}`, excerpt: excerpt(m.index) });
      }
    }
    if (views.some((v) => v.over)) over = true;
  });
  return leaks;
}
