// The bundle has defined <domino-table> and <domino-hand> already.
export {};
