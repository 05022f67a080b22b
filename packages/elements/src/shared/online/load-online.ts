import type * as online from './online-client.ts';

export type { Lobby, OnlineTable } from './online-client.ts';
export type Online = typeof online;
// Here (tests, Storybook, the dev server) the online client is part of the module graph, split off
// by the bundler; boneyard.js and the one-game files fetch it as their own file (load-online.lazy.ts).
export const loadOnline = (): Promise<Online> => import('./online-client.ts');
