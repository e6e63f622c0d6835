import { readToken } from './token-storage';

/** What every API error answers under `error` (the body is `{ error: { code, message, … } }`). */
export type ApiErrorBody = {
  code: string;
  message: string;
  reason?: string;
  retryAfterSeconds?: number;
  fields?: Record<string, string>;
  parameter?: string;
  allowed?: string[];
};

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiErrorBody };

const networkError: ApiErrorBody = { code: 'unavailable', message: 'The service could not be reached.' };

/** fetch for our API: JSON in and out, the bearer token attached when there is one. */
export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<ApiResult<T>> {
  const { json, headers, ...rest } = init;
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(path, {
      ...rest,
      headers: {
        Accept: 'application/json',
        ...(json !== undefined && { 'Content-Type': 'application/json' }),
        ...(token && { Authorization: `Bearer ${token}` }),
        ...headers,
      },
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  } catch {
    return { ok: false, status: 0, error: networkError };
  }
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, data: body as T };
  const error = (body as { error?: ApiErrorBody } | null)?.error;
  return { ok: false, status: response.status, error: error ?? { code: 'generic', message: response.statusText } };
}
