import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/http/api-error';
import { json, publicRoute } from '@/lib/http/route';

const cacheControl = { success: 'public, max-age=60', clientError: 'public, max-age=5' };

const echo = publicRoute(
  {
    body: z.object({ email: z.email({ message: 'invalidEmail' }), colour: z.enum(['red', 'green']), note: z.string().optional() }),
    query: z.object({ page: z.coerce.number().int().positive().default(1) }),
    cors: true,
    cacheControl,
  },
  ({ body, query, clientIp }) => json({ body, query, clientIp }),
);

function post(body: BodyInit, contentType = 'application/json', path = '/api/echo') {
  return echo(
    new Request(`http://localhost${path}`, { method: 'POST', headers: { 'content-type': contentType, 'x-client-ip': '192.0.2.7' }, body }),
  );
}

describe('publicRoute', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hands the handler the parsed body, query and client address, and answers UTF-8 JSON', async () => {
    const response = await post(
      JSON.stringify({ email: 'zoe@example.com', colour: 'red', note: 'Zoë 靴' }),
      'application/json',
      '/api/echo?page=2',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(cacheControl.success);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({
      body: { email: 'zoe@example.com', colour: 'red', note: 'Zoë 靴' },
      query: { page: 2 },
      clientIp: '192.0.2.7',
    });
  });

  it('reads url-encoded and multipart forms as well as JSON', async () => {
    const urlEncoded = await post('email=a%40example.com&colour=green', 'application/x-www-form-urlencoded');
    expect((await urlEncoded.json()).body).toEqual({ email: 'a@example.com', colour: 'green' });
    const form = new FormData();
    form.set('email', 'b@example.com');
    form.set('colour', 'red');
    const multipart = await echo(new Request('http://localhost/api/echo', { method: 'POST', body: form }));
    expect((await multipart.json()).body).toEqual({ email: 'b@example.com', colour: 'red' });
  });

  it('answers a zod failure with 400, every bad field, the first parameter and the allowed values', async () => {
    const response = await post(JSON.stringify({ email: 'x@example.com', colour: 'blue', note: 7 }));
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(cacheControl.clientError);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const { error } = await response.json();
    expect(error).toMatchObject({
      code: 'invalidInput',
      parameter: 'colour',
      allowed: ['red', 'green'],
      fields: { colour: 'invalidInput', note: 'invalidInput' },
    });
    expect(error.message).toEqual(expect.any(String));
  });

  it('uses a field’s own code, which the client translates', async () => {
    const { error } = await (await post(JSON.stringify({ email: 'nope', colour: 'red' }))).json();
    expect(error).toEqual({
      code: 'invalidEmail',
      message: 'Enter a valid email address.',
      parameter: 'email',
      fields: { email: 'invalidEmail' },
    });
  });

  it('refuses a bad query, a body that is not a JSON object, and one in another format, with 400', async () => {
    expect((await post(JSON.stringify({ email: 'a@example.com', colour: 'red' }), 'application/json', '/api/echo?page=-1')).status).toBe(
      400,
    );
    for (const [body, type] of [
      ['[1, 2]', 'application/json'],
      ['{"email":', 'application/json'],
      ['hello', 'text/plain'],
    ]) {
      const response = await post(body!, type);
      expect(response.status, body).toBe(400);
      expect((await response.json()).error).toMatchObject({ code: 'invalidInput', message: expect.stringMatching(/JSON/) });
    }
  });

  it('answers a path that does not fit its params schema with 404', async () => {
    const handler = publicRoute({ params: z.object({ id: z.uuid() }) }, ({ params }) => json({ id: params.id }));
    const id = '3f0e2a8e-6a1b-4c1e-9a57-0c7b8d7e6f10';
    const found = await handler(new Request('http://localhost/x'), { params: Promise.resolve({ id }) });
    expect(await found.json()).toEqual({ id });
    const missing = await handler(new Request('http://localhost/x'), { params: Promise.resolve({ id: "1' or 1=1" }) });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe('notFound');
  });

  it('keeps 401, 403 and 429 out of shared caches', async () => {
    for (const status of [401, 403, 429]) {
      const handler = publicRoute({ cacheControl }, () => {
        throw new ApiError(status, 'generic', 'no');
      });
      expect((await handler(new Request('http://localhost/x'))).headers.get('cache-control'), String(status)).toBe('no-store');
    }
  });

  it('answers an unreachable database with a quick 503 and Retry-After, CORS header included', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const handler = publicRoute({ cors: true, cacheControl }, () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    });
    const response = await handler(new Request('http://localhost/x'));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({ error: { code: 'unavailable', message: 'The service is temporarily unavailable.' } });
  });

  it('answers anything else with a generic 500, logs the cause and never shows it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handler = publicRoute({ cors: true }, () => {
      throw new Error('secret detail at /srv/app/lib/x.ts:12');
    });
    const response = await handler(new Request('http://localhost/x'));
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const text = await response.text();
    expect(text).not.toContain('secret detail');
    expect(JSON.parse(text)).toEqual({ error: { code: 'generic', message: 'Something went wrong. Please try again.' } });
    expect(log).toHaveBeenCalledWith('GET /x failed:', expect.any(Error));
  });

  it('leaves CORS off routes that do not ask for it', async () => {
    const handler = publicRoute({}, () => json({ ok: true }));
    const response = await handler(new Request('http://localhost/x'));
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('adds its headers to a response whose headers cannot change, by answering with a copy', async () => {
    const handler = publicRoute({ cors: true, cacheControl }, () => Response.redirect('http://localhost/elsewhere', 303));
    const response = await handler(new Request('http://localhost/x'));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('http://localhost/elsewhere');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('the route spec: raw and multipart bodies', () => {
  const tooLarge = () => new ApiError(413, 'invalidImage', 'Too big.');
  const bytes = publicRoute({ bytes: true, maxBodyBytes: 8, tooLarge }, ({ body }) => json({ length: body.length, first: body[0] }));
  const form = publicRoute({ multipart: z.strictObject({ name: z.string().min(1), file: z.instanceof(File).optional() }) }, ({ body }) =>
    json({ name: body.name, file: body.file ? body.file.size : null }),
  );
  const send = (route: typeof bytes, body: BodyInit, headers: Record<string, string> = {}) =>
    route(new Request('http://localhost/api/x', { method: 'POST', headers: { 'x-client-ip': '192.0.2.7', ...headers }, body }));

  it('hands a bytes route the body as sent, and answers its own 413 past the limit', async () => {
    const ok = await send(bytes, new Uint8Array([7, 1, 2]));
    expect(await ok.json()).toEqual({ length: 3, first: 7 });
    const over = await send(bytes, new Uint8Array(9));
    expect(over.status).toBe(413);
    expect((await over.json()).error.code).toBe('invalidImage');
  });

  it('parses a multipart route’s fields and files with its schema, and refuses what does not fit', async () => {
    const data = new FormData();
    data.set('name', 'Ann');
    data.set('file', new File([new Uint8Array(5)], 'a.png', { type: 'image/png' }));
    expect(await (await send(form, data)).json()).toEqual({ name: 'Ann', file: 5 });
    const empty = new FormData();
    empty.set('name', '');
    expect((await send(form, empty)).status).toBe(400);
    const notMultipart = await send(form, JSON.stringify({ name: 'Ann' }), { 'content-type': 'application/json' });
    expect(notMultipart.status).toBe(400);
  });
});
