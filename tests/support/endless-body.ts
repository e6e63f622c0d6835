/**
 * A request body that a client keeps sending: chunks of `chunkBytes` up to `totalBytes`, with no
 * Content-Length. It records how many bytes the server pulled and whether the stream ever ran to
 * its end, so a test can prove the server stopped reading at its limit.
 */
export function endlessBody(totalBytes: number, chunkBytes = 16 * 1024) {
  const state = { pulledBytes: 0, finished: false, cancelled: false };
  const chunk = new Uint8Array(chunkBytes).fill(0x61);
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (state.pulledBytes >= totalBytes) {
          state.finished = true;
          controller.close();
          return;
        }
        state.pulledBytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
      cancel() {
        state.cancelled = true;
      },
    },
    // No read-ahead: a chunk is produced only when the server asks for one.
    { highWaterMark: 0 },
  );
  return { stream, state };
}

/** A chunked POST (no Content-Length) to a route, as Next would hand it over. */
export function chunkedRequest(path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client-ip': '198.51.100.1', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
}
