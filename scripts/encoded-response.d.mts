// Types for encoded-response.mjs, which scripts/server.mjs runs as plain JavaScript.
import type { IncomingMessage, ServerResponse } from 'node:http';
export declare const MAX_CACHED_BYTES: number;
export declare const COMPRESS_FROM_BYTES: number;
export type Coding = 'br' | 'gzip' | 'identity';
export type KeptBody = { length: number; size: number; variant(coding: Coding): { bytes: Buffer; etag: string } };
export declare function preferredCoding(acceptEncoding: string | undefined): Coding;
export declare function bodyCache(maxBytes?: number): (text: string) => KeptBody;
export declare function answerFromKeptEncodings(request: IncomingMessage, response: ServerResponse): void;
