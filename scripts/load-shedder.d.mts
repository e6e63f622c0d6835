// Types for load-shedder.mjs, which scripts/server.mjs runs as plain JavaScript.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
export declare function isShedLast(request: Pick<IncomingMessage, 'method' | 'url'>): boolean;
type Handler = (request: IncomingMessage, response: ServerResponse) => void;
export type LoadShedder = {
  serve(server: Server, handler: Handler): void;
  admit(request: IncomingMessage, response: ServerResponse, handler: Handler): void;
  stats(): { crowd: number; loopDelayMs: number; shed: number };
  close(): void;
};
export declare function createLoadShedder(options?: {
  maxInFlight?: number;
  maxRenders?: number;
  maxWaitMs?: number;
  maxQueued?: number;
  minCrowd?: number;
  maxLoopDelayMs?: number;
  windowMs?: number;
  acceptFirstMs?: number;
  deadlineMs?: number;
  retryAfterSeconds?: number;
}): LoadShedder;
