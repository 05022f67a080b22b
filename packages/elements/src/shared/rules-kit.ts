/**
 * What only rules pages and curious readers use: the `explain` sentences, the reader of the `deal`
 * text and the "?" help. The one-file bundle fetches it as boneyard-rules.js the first time a widget
 * needs it (rules-kit.lazy.ts); everywhere else it is part of the module graph.
 */
export { explainTile, explainTrick } from './i18n/explain.ts';
export { parseDealText } from '@boneyard/engine';
export { helpTopic } from './i18n/help.ts';
