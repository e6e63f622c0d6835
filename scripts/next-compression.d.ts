// The compression middleware Next bundles, which scripts/server.mjs applies as Next would.
declare module 'next/dist/compiled/compression/index.js' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  export default function compression(): (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
}
