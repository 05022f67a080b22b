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
