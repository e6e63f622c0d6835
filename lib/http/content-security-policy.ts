/**
 * The Content-Security-Policy, in two forms.
 *
 * Static pages are built once and cached, and Next's App Router writes each page's data into
 * inline `<script>self.__next_f.push(…)</script>` tags whose content differs per page: no header
 * fixed at build time can carry a nonce for them, and next.config's headers cannot carry per-page
 * hashes. Those pages keep `'unsafe-inline'` for script elements, and only for elements:
 * `script-src-attr 'none'` refuses inline event handlers (`<img onerror=…>`), the usual way an
 * injected fragment of HTML runs code. The dashboard, rendered per request anyway, gets a fresh
 * nonce instead and no `'unsafe-inline'` at all.
 */
const shared = [
  "default-src 'self'",
  "script-src-attr 'none'",
  // React writes `style` attributes into server-rendered HTML; styles cannot run script.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
];

export const staticPagePolicy = ["script-src 'self' 'unsafe-inline'", ...shared].join('; ');

export function noncePolicy(nonce: string): string {
  return [`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`, ...shared].join('; ');
}
