/** The shapes every bot module shares (here, not in index.ts, so no bot module imports the package's entry). */
import type { BluffAction, BluffView, EuchreAction, EuchreView, LooAction, LooView, WhistAction, WhistView } from '@boneyard/games';

export type AnyView = WhistView | EuchreView | LooView | BluffView;
export type AnyAction = WhistAction | EuchreAction | LooAction | BluffAction;
