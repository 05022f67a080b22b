/**
 * The embed page's configurator: pick a game and its options, see the widget change live, copy the
 * tag (with its script line) or, for platforms that take no script, an <iframe> of frame.html.
 */
import { buildElement, COLOURS, frameUrl, GAMES, isGame, LANGUAGES, tagFor, type EmbedConfig, type Field } from './embed-config.ts';

const CDN: string = import.meta.env.VITE_BONEYARD_CDN ?? '.';
const FRAME_HEIGHT = 640;

function control(f: Field): HTMLElement {
  const label = document.createElement('label');
  let input: HTMLInputElement | HTMLSelectElement;
  if (f.kind === 'choice') {
    input = document.createElement('select');
    for (const v of f.values) input.append(new Option(v, v, v === f.default, v === f.default));
  } else {
    input = document.createElement('input');
    input.type = f.kind === 'flag' ? 'checkbox' : 'text';
    if (f.kind === 'text') input.placeholder = f.placeholder ?? '';
  }
  input.name = f.name;
  if (f.kind === 'flag') label.append(input, ` ${f.label}`);
  else label.append(`${f.label} `, input);
  return label;
}

function read(form: HTMLFormElement): EmbedConfig {
  const data = new FormData(form);
  const game = String(data.get('game'));
  const c: EmbedConfig = { game: isGame(game) ? game : 'whist', attrs: {}, colours: {}, lang: LANGUAGES.find((l) => l === data.get('lang')) ?? 'en' };
  for (const f of GAMES[c.game].fields as readonly Field[]) {
    const v = data.get(f.name);
    if (f.kind === 'flag') {
      if (v !== null) c.attrs[f.name] = '';
    } else if (typeof v === 'string') c.attrs[f.name] = v;
  }
  if (data.get('colours') !== null) for (const k of COLOURS) c.colours[k.name] = String(data.get(k.name));
  return c;
}

function setUp(form: HTMLFormElement): void {
  const fields = form.querySelector<HTMLElement>('.fields')!;
  const preview = document.getElementById('config-preview')!;
  const tagOut = document.getElementById('config-tag')!;
  const frameOut = document.getElementById('config-frame')!;
  const frameBase = new URL('./frame.html', location.href).href;
  const drawFields = () => fields.replaceChildren(...(GAMES[read(form).game].fields as readonly Field[]).map(control));
  const update = () => {
    const c = read(form);
    tagOut.textContent = `<script type="module" src="${CDN}/boneyard.js"></script>\n${tagFor(c)}`;
    frameOut.textContent = `<iframe data-boneyard src="${frameUrl(frameBase, c).replace(/&/g, '&amp;')}" title="${GAMES[c.game].title}" style="width: 100%; height: ${FRAME_HEIGHT}px; border: 0" loading="lazy"></iframe>`;
    preview.replaceChildren(buildElement(c));
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  form.addEventListener('input', (e) => {
    if ((e.target as HTMLElement).getAttribute('name') === 'game') {
      drawFields();
      update();
      return;
    }
    // Typing a seed or a deal redraws once the typing stops.
    clearTimeout(timer);
    timer = setTimeout(update, (e.target as HTMLInputElement).type === 'text' ? 400 : 0);
  });
  form.addEventListener('submit', (e) => e.preventDefault());
  drawFields();
  update();
}

const form = document.getElementById('configurator');
if (form instanceof HTMLFormElement) setUp(form);
