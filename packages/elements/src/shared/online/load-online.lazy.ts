import { importBeside } from '@boneyard/core';
import type { Online } from './load-online.ts';

export type { Lobby, OnlineTable, Online } from './load-online.ts';
// The bundles' stand-in for load-online.ts: boneyard-online.js beside them (the Colyseus SDK and the
// online client), fetched the first time a widget has `server` set. (The URL's form: see importBeside.)
export const loadOnline = (): Promise<Online> => importBeside<Online>(new URL('./boneyard-online' + '.js', import.meta.url).href);
