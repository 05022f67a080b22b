/**
 * What the game server (packages/server) and the widgets' online client (elements) say about a
 * table besides the seat views: one shape for both sides of the wire.
 */

/** Who sits where, sent to each client on every change; `you` and `host` are that client's own. */
export interface Lobby {
  code: string;
  game: string;
  players: number;
  people: number;
  started: boolean;
  seats: { seat: number; name: string | null; person: boolean; here: boolean }[];
  /** The seat of the client this lobby is sent to, or null for a spectator. */
  you: number | null;
  /** This client may start the game early (the first person to sit). */
  host: boolean;
  /** The sides, as the game's views have them: fixed partnerships, or each seat alone. */
  teams: number[][];
}

/** Sent to a person alone: their seat at table `code`, and the token that takes it back. */
export interface SeatMessage {
  code: string;
  seat: number;
  token: string;
}
