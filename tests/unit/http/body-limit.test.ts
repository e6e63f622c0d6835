import { describe, expect, it } from 'vitest';
import { POST as contact } from '@/app/api/contact/route';
import { POST as login } from '@/app/api/login/route';
import { DEFAULT_MAX_BODY_BYTES, readLimitedBytes } from '@/lib/http/read-body';
import { chunkedRequest, endlessBody } from '../../support/endless-body';

const FIFTY_MB = 50 * 1024 * 1024;
const CHUNK = 16 * 1024;

describe('the streaming body limit', () => {
  it.each([
    ['/api/login', login],
    ['/api/contact', contact],
  ])('refuses a chunked 50 MB body to %s with 413 after reading no more than the limit', async (path, handler) => {
    const { stream, state } = endlessBody(FIFTY_MB, CHUNK);
    const request = chunkedRequest(path, stream);
    expect(request.headers.get('content-length')).toBeNull();
    const response = await handler(request);
    // The answer is there while the sender still has almost all of its 50 MB to go.
    expect(state.finished).toBe(false);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: { code: 'bodyTooLarge', message: 'The request body is too large.' } });
    expect(state.pulledBytes).toBeGreaterThan(DEFAULT_MAX_BODY_BYTES);
    expect(state.pulledBytes).toBeLessThanOrEqual(DEFAULT_MAX_BODY_BYTES + CHUNK);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(state.cancelled).toBe(true);
  });

  it('refuses a declared Content-Length over the limit without reading a byte', async () => {
    const { stream, state } = endlessBody(FIFTY_MB, CHUNK);
    const request = chunkedRequest('/api/login', stream, { 'content-length': String(FIFTY_MB) });
    const response = await login(request);
    expect(response.status).toBe(413);
    expect(state.pulledBytes).toBe(0);
  });

  it('does not believe a Content-Length that understates the body', async () => {
    const { stream, state } = endlessBody(FIFTY_MB, CHUNK);
    const request = chunkedRequest('/api/x', stream, { 'content-length': '10' });
    await expect(readLimitedBytes(request, 1024)).rejects.toMatchObject({ status: 413 });
    expect(state.pulledBytes).toBeLessThanOrEqual(1024 + CHUNK);
  });

  it('reads a body within the limit whole', async () => {
    const { stream, state } = endlessBody(100 * 1024, CHUNK);
    const bytes = await readLimitedBytes(chunkedRequest('/api/x', stream), 200 * 1024);
    expect(state.finished).toBe(true);
    expect(bytes.byteLength).toBe(state.pulledBytes);
  });
});
