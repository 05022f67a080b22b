/**
 * frame.html: one widget from the query (?game=whist&players=4&level=hard …), for platforms that
 * take an <iframe> but no script. It tells the page around it how tall it is, so a page that listens
 * (the embed page's resize snippet) can fit the frame to the game.
 */
import '@boneyard/elements';
import { buildElement, fromQuery } from './embed-config.ts';

const config = fromQuery(location.search);
document.documentElement.lang = config.lang;
const el = buildElement(config);
document.body.append(el);

let last = -1;
const tell = () => {
  const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
  if (height === last || window.parent === window) return;
  last = height;
  window.parent.postMessage({ boneyard: 'height', height }, '*');
};
new ResizeObserver(tell).observe(document.documentElement);
tell();
