// Node 20 has no global WebSocket; Colyseus 0.18 (server reconnection, the SDK) expects one.
import { WebSocket } from 'ws';

globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;
