// Types for encoded-response.mjs, which scripts/server.mjs runs as plain JavaScript.
import { ServerResponse } from 'node:http';
export declare const MIN_CACHED_LENGTH: number;
export declare const MAX_CACHED_BYTES: number;
export declare function bodyCache(maxBytes?: number): (text: string) => Buffer;
export declare class EncodedResponse extends ServerResponse {}
