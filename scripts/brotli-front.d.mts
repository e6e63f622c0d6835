// Types for brotli-front.mjs.
import type { Agent, IncomingMessage, ServerResponse } from 'node:http';

export declare function acceptsBrotli(header: string | string[] | undefined): boolean;

export type CompressedCache = {
  get(key: string): Buffer | undefined;
  set(key: string, body: Buffer): void;
  readonly bytes: number;
};

export declare function createCompressedCache(maxBytes?: number): CompressedCache;

export declare function createBrotliFront(options: {
  target: { socketPath: string } | { host: string; port: number };
  agent: Agent;
  clientIp: (request: IncomingMessage) => string;
  cache?: CompressedCache;
}): (request: IncomingMessage, response: ServerResponse) => void;
