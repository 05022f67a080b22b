export { createGame, restoreGame, Game, RuleError, type CreateGameOptions, type HistoryEntry, type GameOrigin } from './game.ts';
export { GAMES, type GameId } from './registry.ts';
export { chooseAction, explainAction, type Decision } from '@boneyard/ai';
export { Table, type TableConfig, type TableUpdate, type ActResult } from './table.ts';
export { isRuleError, type ErrorCode } from '@boneyard/core';
export { workerClient, localClient, localClientOf, type TableClient } from './client.ts';
export { checkInvariants } from '@boneyard/games';
export { toNotation, fromNotation } from './notation.ts';
export { parseDealText, dealToText } from './deal-text.ts';
