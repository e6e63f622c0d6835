import { NextRequest, type NextResponse } from 'next/server';
import { noncePolicy } from './content-security-policy';

function freshNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * Runs `handle` with a per-request nonce policy on the request (Next reads the nonce from the
 * request's Content-Security-Policy header and puts it on every script it renders) and answers
 * with the same policy. This is Next's documented way; only a proxy can set request headers.
 */
export function withNoncePolicy(request: NextRequest, handle: (request: NextRequest) => NextResponse): NextResponse {
  const policy = noncePolicy(freshNonce());
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = handle(new NextRequest(request, { headers }));
  response.headers.set('Content-Security-Policy', policy);
  return response;
}
