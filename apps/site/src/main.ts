import '@boneyard/elements';
import '@boneyard/elements/replay';
import './site.css';
import './configurator.ts';

// The snippet boxes: copy on click.
for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-copy]')) {
  button.addEventListener('click', async () => {
    const code = document.getElementById(button.dataset.copy!)?.textContent ?? '';
    await navigator.clipboard?.writeText(code).catch(() => undefined);
    button.textContent = 'Copied';
    setTimeout(() => (button.textContent = 'Copy'), 1500);
  });
}

// Settings that deal a new game (players, partners, opponents…) ask first while a game is under way:
// a change is held back until the reader confirms, and Cancel puts the control back as it was.
const RESTARTS = '[data-level-for], #players, #partners, #passing, #mode, #pickup, #settlement, #scoring';
const ask = document.createElement('dialog');
ask.className = 'confirm';
ask.setAttribute('aria-labelledby', 'confirm-title');
ask.innerHTML = `<form method="dialog"><p id="confirm-title"><strong>Deal a new game?</strong></p>
  <p>This setting starts a new game; the one under way will be lost.</p>
  <p class="buttons"><button value="keep" autofocus>Keep playing</button> <button value="new">New game</button></p></form>`;
document.body.append(ask);
type Viewed = HTMLElement & { view?: { over: boolean; handNo: number; log: unknown[] } | null };
const underWay = (el: Viewed | null) => !!el?.view && !el.view.over && (el.view.handNo > 0 || el.view.log.length > 0);
const previous = new WeakMap<Element, string | boolean>();
const valueOf = (c: HTMLInputElement | HTMLSelectElement) => (c instanceof HTMLInputElement && c.type === 'checkbox' ? c.checked : c.value);
const confirmed = new WeakSet<Event>();
for (const control of document.querySelectorAll<HTMLInputElement | HTMLSelectElement>(RESTARTS)) {
  previous.set(control, valueOf(control));
  control.addEventListener('change', (e) => {
    if (confirmed.has(e)) return;
    const game = document.getElementById((control as HTMLElement).dataset.levelFor ?? 'game') as Viewed | null;
    if (!underWay(game)) {
      previous.set(control, valueOf(control));
      return;
    }
    e.stopImmediatePropagation();
    ask.returnValue = '';
    ask.showModal();
    ask.addEventListener('close', () => {
      if (ask.returnValue === 'new') {
        previous.set(control, valueOf(control));
        const again = new Event('change', { bubbles: true });
        confirmed.add(again);
        control.dispatchEvent(again);
      } else {
        const was = previous.get(control)!;
        if (control instanceof HTMLInputElement && control.type === 'checkbox') control.checked = was as boolean;
        else control.value = was as string;
      }
    }, { once: true });
  });
}

// "Opponents" pickers: set the level of the game they name.
for (const select of document.querySelectorAll<HTMLSelectElement>('select[data-level-for]')) {
  select.addEventListener('change', () => document.getElementById(select.dataset.levelFor!)?.setAttribute('level', select.value));
}

// "Language" pickers: the widget follows its own lang attribute.
for (const select of document.querySelectorAll<HTMLSelectElement>('select[data-lang-for]')) {
  select.addEventListener('change', () => document.getElementById(select.dataset.langFor!)?.setAttribute('lang', select.value));
}

// "Copy this position" on a game page: the link to this page with the position in it, so a friend
// (or you, later) plays on from there. The position holds no hidden tile: they are dealt afresh.
const game = document.getElementById('game') as (HTMLElement & { position?: string }) | null;
if (game) {
  const shared = new URLSearchParams(location.hash.slice(1)).get('position');
  if (shared) game.position = shared;
  game.addEventListener('domino-position', (e) => {
    const link = `${location.origin}${location.pathname}#position=${encodeURIComponent((e as CustomEvent<{ position: string }>).detail.position)}`;
    void navigator.clipboard?.writeText(link).catch(() => undefined);
  });
}

// "Play with friends online": the same widget at a table on the game server (npm start runs one
// beside this site, on port 2567; VITE_BONEYARD_SERVER names another). A friend opens the invite
// link, whose ?boneyard-<game>=CODE seats them at that table.
const SERVER: string = import.meta.env.VITE_BONEYARD_SERVER || `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.hostname || 'localhost'}:2567`;
const NAME_KEY = 'boneyard-site:name';
for (const box of document.querySelectorAll<HTMLElement>('[data-online-for]')) {
  const el = document.getElementById(box.dataset.onlineFor!);
  if (!el) continue;
  const tag = el.localName.replace(/^domino-/, '');
  box.innerHTML = `<label>Your name <input name="name" maxlength="24" autocomplete="nickname" placeholder="shown to your friends"></label>
    <label>People <select name="people"><option>2</option><option>3</option><option>4</option></select></label>
    <button type="button" data-go="online">Play with friends online</button>
    <button type="button" data-go="offline" hidden>Back to playing the bots here</button>
    <span class="online-note" role="status"></span>`;
  const nameInput = box.querySelector<HTMLInputElement>('input[name="name"]')!;
  const people = box.querySelector<HTMLSelectElement>('select[name="people"]')!;
  const goOnline = box.querySelector<HTMLButtonElement>('[data-go="online"]')!;
  const goOffline = box.querySelector<HTMLButtonElement>('[data-go="offline"]')!;
  const note = box.querySelector<HTMLElement>('.online-note')!;
  try {
    nameInput.value = localStorage.getItem(NAME_KEY) ?? '';
  } catch {
    // No storage: the name is asked each time.
  }
  const online = (on: boolean) => {
    goOnline.hidden = on;
    goOffline.hidden = !on;
    people.disabled = on;
    nameInput.disabled = on;
    if (on) {
      try {
        localStorage.setItem(NAME_KEY, nameInput.value);
      } catch {
        // No storage: nothing to remember.
      }
      // Online the server keeps the game; the page's own resume is for games against the bots here.
      el.removeAttribute('resume');
      el.setAttribute('name', nameInput.value);
      el.setAttribute('people', people.value);
      el.setAttribute('room', 'new');
      el.setAttribute('server', SERVER);
      note.textContent = `Connecting to ${SERVER}…`;
    } else {
      for (const a of ['server', 'room', 'people', 'name']) el.removeAttribute(a);
      const url = new URL(location.href);
      url.searchParams.delete(`boneyard-${tag}`);
      history.replaceState(null, '', url);
      note.textContent = '';
    }
  };
  el.addEventListener('domino-room', (e) => {
    const { code } = (e as CustomEvent<{ code: string; invite: string }>).detail;
    note.textContent = `Table ${code}: send the invite link from the table to your friends.`;
  });
  goOnline.addEventListener('click', () => online(true));
  goOffline.addEventListener('click', () => online(false));
  // Opened from an invite link: sit down at that table.
  if (new URL(location.href).searchParams.has(`boneyard-${tag}`)) online(true);
}
