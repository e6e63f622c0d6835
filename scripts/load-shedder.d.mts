// Types for load-shedder.mjs, which scripts/server.mjs runs as plain JavaScript.
import type { IncomingMessage, ServerResponse } from 'node:http';
export declare function isShedLast(request: Pick<IncomingMessage, 'method' | 'url'>): boolean;
export type LoadShedder = {
  admit(request: IncomingMessage, response: ServerResponse): boolean;
  stats(): { inFlight: number; loopDelayMs: number; shed: number };
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
