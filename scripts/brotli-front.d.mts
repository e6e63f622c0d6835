// Types for brotli-front.mjs.
import type { Agent, IncomingMessage, ServerResponse } from 'node:http';

export declare function acceptsBrotli(header: string | string[] | undefined): boolean;

/** A prerendered page as stored: Next's ETag and content type for its URL, and its Brotli bytes. */
export type StoredPage = { url: string; etag: string; type: string | undefined; body: Buffer };

export type CompressedCache = {
  get(url: string, etag: string): StoredPage | undefined;
  newest(url: string): StoredPage | undefined;
  set(entry: StoredPage): void;
  readonly bytes: number;
};

export declare function createCompressedCache(maxBytes?: number): CompressedCache;

export declare function createBrotliFront(options: {
  target: { socketPath: string } | { host: string; port: number };
  agent: Agent;
  clientIp: (request: IncomingMessage) => string;
  cache?: CompressedCache;
}): (request: IncomingMessage, response: ServerResponse) => void;
