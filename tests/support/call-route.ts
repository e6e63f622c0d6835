type RouteHandler = (request: Request, context: never) => Promise<Response>;

type CallOptions = {
  method?: string;
  path?: string;
  json?: unknown;
  body?: BodyInit;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
};

/** Calls a route handler the way Next would, with a real Request; returns status, headers and JSON. */
export async function callRoute(handler: RouteHandler, options: CallOptions = {}) {
  const headers: Record<string, string> = { 'x-client-ip': options.ip ?? '198.51.100.1', ...options.headers };
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const request = new Request(`http://localhost${options.path ?? '/api/test'}`, {
    method: options.method ?? 'POST',
    headers,
    body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
  });
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) } as never);
  const text = response.status === 204 ? '' : await response.clone().text();
  let body: any = null; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests inspect arbitrary JSON
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: response.status, headers: response.headers, body, response };
}
