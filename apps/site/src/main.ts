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
