// Checks the node:http server makes before a request reaches Next: what the framework would
// otherwise log verbatim, answer with a stack trace, or build absolute URLs from.

// Raw or percent-encoded C0 controls and DEL. Nothing on this site takes them in a URL, and the
// framework writes a failed URL into the log as it is, so a %0A there would forge a log line.
const CONTROL_IN_URL = /[\u0000-\u001f\u007f]|%(?:[01][0-9a-f]|7f)/i;
// Next would answer TRACE with a 500 and a logged stack trace. (TRACK never gets this far: Node's
// HTTP parser refuses methods it does not know with a 400.)
const REFUSED_METHODS = new Set(['TRACE']);

function answer(response, status, text, headers = {}) {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  response.end(`${text}\n`);
}

/**
 * Answers the requests the site refuses (true when it did) and reduces an absolute-form target
 * (`GET http://evil.test/women`) to its path, so that no URL the site builds names a host the
 * client chose through the request line.
 */
export function guardRequest(request, response) {
  if (REFUSED_METHODS.has(request.method)) {
    answer(response, 405, 'Method Not Allowed', { Allow: 'GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS' });
    return true;
  }
  if (CONTROL_IN_URL.test(request.url ?? '')) {
    answer(response, 400, 'Bad Request');
    return true;
  }
  if (request.url && !request.url.startsWith('/') && request.url !== '*') {
    try {
      const target = new URL(request.url);
      request.url = `${target.pathname}${target.search}`;
    } catch {
      answer(response, 400, 'Bad Request');
      return true;
    }
  }
  return false;
}
