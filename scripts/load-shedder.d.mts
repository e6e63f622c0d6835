// Types for load-shedder.mjs, which scripts/server.mjs runs as plain JavaScript.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
export declare function isShedLast(request: Pick<IncomingMessage, 'method' | 'url'>): boolean;
export type LoadShedder = {
  admit(request: IncomingMessage, response: ServerResponse): boolean;
  connection(socket: Pick<Socket, 'once'>): void;
  stats(): { inFlight: number; loopDelayMs: number; connections: number; shed: number };
  close(): void;
};
export declare function createLoadShedder(options?: {
  maxInFlight?: number;
  maxLoopDelayMs?: number;
  maxTurnMs?: number;
  minCrowd?: number;
  windowMs?: number;
  retryAfterSeconds?: number;
}): LoadShedder;
