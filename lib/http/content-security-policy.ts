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
 *
 * The public pages may also load the two optional extensions (Crisp's chat box, Google Analytics 4),
 * which the site adds only when an admin enabled them (analytics also after the visitor's consent):
 * their vendors' documented hosts are allowed there, per directive, and nowhere else. The dashboard
 * never loads them. JSON-LD blocks are data, not scripts, so script-src does not apply to them.
 */
type Directive = 'script' | 'style' | 'img' | 'font' | 'connect' | 'media' | 'worker';

const extensionHosts: Record<Directive, string[]> = {
  script: ['https://client.crisp.chat', 'https://*.googletagmanager.com'],
  style: ['https://client.crisp.chat'],
  img: [
    'https://client.crisp.chat',
    'https://image.crisp.chat',
    'https://storage.crisp.chat',
    'https://*.google-analytics.com',
    'https://*.googletagmanager.com',
  ],
  font: ['https://client.crisp.chat'],
  connect: [
    'https://client.crisp.chat',
    'https://storage.crisp.chat',
    'wss://client.relay.crisp.chat',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  media: ['https://client.crisp.chat'],
  worker: ['https://client.crisp.chat'],
};

const noHosts: Record<Directive, string[]> = { script: [], style: [], img: [], font: [], connect: [], media: [], worker: [] };

function shared(hosts: Record<Directive, string[]>): string[] {
  const withHosts = (directive: string, own: string, extra: string[]) => [`${directive} ${own}`, ...extra].join(' ');
  return [
    "default-src 'self'",
    "script-src-attr 'none'",
    // React writes `style` attributes into server-rendered HTML; styles cannot run script.
    withHosts('style-src', "'self' 'unsafe-inline'", hosts.style),
    withHosts('img-src', "'self' data: blob:", hosts.img),
    withHosts('font-src', "'self'", hosts.font),
    withHosts('connect-src', "'self'", hosts.connect),
    ...(hosts.media.length ? [withHosts('media-src', "'self'", hosts.media)] : []),
    ...(hosts.worker.length ? [withHosts('worker-src', "'self' blob:", hosts.worker)] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ];
}

export const staticPagePolicy = [["script-src 'self' 'unsafe-inline'", ...extensionHosts.script].join(' '), ...shared(extensionHosts)].join(
  '; ',
);

export function noncePolicy(nonce: string): string {
  return [`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`, ...shared(noHosts)].join('; ');
}
