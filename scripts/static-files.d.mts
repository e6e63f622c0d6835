// Types for static-files.mjs, which scripts/server.mjs runs as plain JavaScript.
import type { IncomingMessage, ServerResponse } from 'node:http';
export declare const STATIC_FILE: RegExp;
export declare const APP_FILE_ROUTES: readonly string[];
export declare const APP_FILE_PREFIXES: readonly string[];
export declare function createMissingFileGuard(
  publicDir: string,
): (request: Pick<IncomingMessage, 'method' | 'url'>, response: ServerResponse) => boolean;
