import 'server-only';
import type { z } from 'zod';
import { authenticate, authenticateAdmin } from '@/lib/auth/authenticate';
import { enforceWindow, type WindowPolicy } from '@/lib/auth/rate-limit';
import type { AdminActor } from '@/lib/admin/audit/record-audit';
import type { UserRow } from '@/lib/db/schema';
import { ApiError } from './api-error';
import { bearerToken } from './bearer-token';
import { clientIp } from './client-ip';
import { isDatabaseUnavailable } from './database-unavailable';
import { isStorageFull } from './storage-full';
import { inputError } from './input-error';
import { json } from './json';
import { DEFAULT_MAX_BODY_BYTES, readBody, readLimitedBytes } from './read-body';
import { readMultipart } from './request-input';

export { json, jsonText } from './json';

/** How each route handler is wrapped; every field is optional. */
export type RouteSpec = {
  /** A JSON or form body, read through the streaming byte limit, then parsed (400 when it does not fit). */
  body?: z.ZodType;
  /** Instead of `body`: a multipart/form-data body, its fields and files parsed with this schema. */
  multipart?: z.ZodType;
  /** Instead of `body`: the body's bytes as sent (an uploaded image), handed over as a Buffer. */
  bytes?: true;
  /** Overrides the default limit of 64 KiB for the body. */
  maxBodyBytes?: number;
  /** The 413 answer for a `multipart` or `bytes` body over the limit. */
  tooLarge?: () => ApiError;
  /** The search parameters (400 when they do not fit). */
  query?: z.ZodType;
  /** The dynamic path segments; a path that does not fit names nothing (404). */
  params?: z.ZodType;
  /**
   * Windows per client address, counted once the input is well-formed. This is the one layer for
   * per-IP limits; the per-account login lockout needs the email and stays in lib/auth.
   */
  rateLimit?: WindowPolicy | readonly WindowPolicy[];
  /** Public API: every answer, errors and 500s included, may be read from any origin. */
  cors?: boolean;
  /** Cache-Control of successful answers and of client errors that depend only on the request. */
  cacheControl?: { success?: string; clientError?: string };
};

type Parsed<T, Otherwise> = T extends z.ZodType ? z.output<T> : Otherwise;

type Body<S extends RouteSpec> = S['body'] extends z.ZodType
  ? z.output<S['body']>
  : S['multipart'] extends z.ZodType
    ? z.output<S['multipart']>
    : S['bytes'] extends true
      ? Buffer
      : undefined;

export type RouteInput<S extends RouteSpec> = {
  body: Body<S>;
  query: Parsed<S['query'], undefined>;
  params: Parsed<S['params'], Record<string, string | string[] | undefined>>;
  clientIp: string;
  /** For headers only: lib functions never receive a Request. */
  request: Request;
};

export type UserRouteInput<S extends RouteSpec> = RouteInput<S> & { user: UserRow };

/** An admin route's input also names the administrator as the audit log records them. */
export type AdminRouteInput<S extends RouteSpec> = UserRouteInput<S> & { actor: AdminActor };

type Handler<I> = (input: I) => Response | Promise<Response>;

/** What Next passes a route handler besides the request. */
type NextContext = { params?: Promise<unknown> };
export type RouteHandler = (request: Request, context?: NextContext) => Promise<Response>;

/** 401, 403 and 429 depend on who asks and when, so no shared cache may keep them. */
const PERSONAL_STATUSES = new Set([401, 403, 429]);

function describe(request: Request): string {
  try {
    return `${request.method} ${new URL(request.url).pathname}`;
  } catch {
    return 'request';
  }
}

function errorResponse(error: unknown, request: Request): Response {
  if (error instanceof ApiError) return json(error.toBody(), error.status, error.headers);
  if (isDatabaseUnavailable(error)) {
    console.error(`${describe(request)}: database unavailable:`, (error as Error).message);
    const unavailable = new ApiError(503, 'unavailable', 'The service is temporarily unavailable.', {}, { 'Retry-After': '5' });
    return json(unavailable.toBody(), 503, unavailable.headers);
  }
  if (isStorageFull(error)) {
    console.error(`${describe(request)}: storage full:`, (error as Error).message);
    return json(storageFull().toBody(), 507);
  }
  console.error(`${describe(request)} failed:`, error);
  return json(new ApiError(500, 'generic', 'Something went wrong. Please try again.').toBody(), 500);
}

function finish(response: Response, spec: RouteSpec): Response {
  const { status } = response;
  const cache =
    status < 400 ? spec.cacheControl?.success : status < 500 && !PERSONAL_STATUSES.has(status) ? spec.cacheControl?.clientError : undefined;
  const addTo = (headers: Headers) => {
    if (cache) headers.set('Cache-Control', cache);
    if (spec.cors) headers.set('Access-Control-Allow-Origin', '*');
  };
  try {
    addTo(response.headers);
    return response;
  } catch {
    // A Response.redirect() or Response.error() keeps its headers immutable: answer with a copy.
    const headers = new Headers(response.headers);
    addTo(headers);
    return new Response(response.body, { status, statusText: response.statusText, headers });
  }
}

function parse<T extends z.ZodType>(schema: T, value: unknown, onError: (error: z.ZodError) => ApiError): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw onError(result.error);
  return result.data;
}

// A failed write rolls back whole (one statement or one transaction), so the answer can promise that.
const storageFull = () =>
  new ApiError(507, 'storageFull', 'The server has no room left to store this. Nothing was saved; please try again later.');

const notFound = () => new ApiError(404, 'notFound', 'Not found.');

async function readRequestBody(spec: RouteSpec, request: Request): Promise<unknown> {
  const maxBytes = spec.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  if (spec.body) return parse(spec.body, await readBody(request, maxBytes), inputError);
  if (spec.multipart) return readMultipart(request, spec.multipart, maxBytes, spec.tooLarge);
  if (spec.bytes) return readLimitedBytes(request, maxBytes, spec.tooLarge);
  return undefined;
}

async function readInput<S extends RouteSpec>(spec: S, request: Request, context: NextContext | undefined): Promise<RouteInput<S>> {
  const rawParams = ((await context?.params) ?? {}) as Record<string, string | string[] | undefined>;
  const params = spec.params ? parse(spec.params, rawParams, notFound) : rawParams;
  const query = spec.query ? parse(spec.query, Object.fromEntries(new URL(request.url).searchParams), inputError) : undefined;
  const body = await readRequestBody(spec, request);
  const ip = clientIp(request);
  const policies: readonly WindowPolicy[] =
    spec.rateLimit === undefined ? [] : 'name' in spec.rateLimit ? [spec.rateLimit] : spec.rateLimit;
  for (const policy of policies) await enforceWindow(policy, ip);
  return { body, query, params, clientIp: ip, request } as RouteInput<S>;
}

/**
 * Wraps a handler: guard, then zod at the edge, then the handler's one lib call. Expected failures
 * become `{ error: { code, message, … } }`, an unreachable database a quick 503, anything else a
 * generic 500 with a log line and never a stack trace.
 */
function wrap<S extends RouteSpec, I>(spec: S, guard: (request: Request) => Promise<Partial<I>>, handler: Handler<I>): RouteHandler {
  return async (request, context) => {
    try {
      const guarded = await guard(request);
      const input = await readInput(spec, request, context);
      return finish(await handler({ ...input, ...guarded } as I), spec);
    } catch (error) {
      return finish(errorResponse(error, request), spec);
    }
  };
}

/** A route anyone may call. */
export function publicRoute<const S extends RouteSpec>(spec: S, handler: Handler<RouteInput<S>>): RouteHandler {
  return wrap(spec, async () => ({}), handler);
}

/** A route for a logged-in, not banned user (401 / 403 before any input is read). */
export function userRoute<const S extends RouteSpec>(spec: S, handler: Handler<UserRouteInput<S>>): RouteHandler {
  return wrap(spec, async (request) => ({ user: await authenticate(bearerToken(request)) }), handler);
}

/** A route for administrators: 401 for anonymous, 403 for anyone whose database row is not an admin. */
export function adminRoute<const S extends RouteSpec>(spec: S, handler: Handler<AdminRouteInput<S>>): RouteHandler {
  return wrap(
    spec,
    async (request) => {
      const ip = clientIp(request);
      const user = await authenticateAdmin(bearerToken(request), { ip, route: describe(request) });
      return { user, actor: { id: user.id, email: user.email, ip } };
    },
    handler,
  );
}

/** A route for machine clients holding a bearer key: 401 before any input is read unless `accepts` takes the key. */
export function keyRoute<const S extends RouteSpec>(
  accepts: (key: string | null) => boolean,
  spec: S,
  handler: Handler<RouteInput<S>>,
): RouteHandler {
  return wrap(
    spec,
    async (request) => {
      if (!accepts(bearerToken(request)))
        throw new ApiError(401, 'invalidApiKey', 'Send the content API key as Authorization: Bearer <key>.');
      return {};
    },
    handler,
  );
}
