/**
 * What only rules pages and curious readers use: the `explain` sentences, the reader of the `deal`
 * text, the "?" help and the hint's line. The one-file bundle fetches it as boneyard-rules.js the
 * first time a widget needs it (rules-kit.lazy.ts); everywhere else it is part of the module graph.
 */
export { explainHint, explainTile, explainTrick } from './i18n/explain.ts';
export { parseDealText } from '@boneyard/engine';
export { helpTopic } from './i18n/help.ts';
export { askHint, hintParts } from './hint.ts';
