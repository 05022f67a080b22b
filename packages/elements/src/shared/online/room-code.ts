/** A table's code as the server makes them (server/src/protocol.ts): ten of 31 letters and digits, no 0/O, 1/I/L. */
export const ROOM_CODE = /^[A-HJKMNP-Z2-9]{10}$/;
export const isRoomCode = (v: string): boolean => ROOM_CODE.test(v);
