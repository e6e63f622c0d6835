// Next's page cache (next.config.ts `cacheHandler`), with each cached page's HTML kept as pure
// ASCII when that costs next to nothing in bytes.
//
// Why: Next serves a cached page as one JavaScript string, and on every request it hashes it for the
// ETag, measures its UTF-8 length and encodes it onto the socket. A single character outside ASCII
// (an English page's "≈" or "’") makes V8 store the whole string with two bytes per character, and
// that encoding then costs about 0.3 ms of CPU per request for a 100 KB page, a fifth of what serving
// it costs (bench/RESULTS.md, "ASCII pages"). Written as character references (`&#8776;`) in markup
// and as `\u2248` escapes inside scripts, the same document is one-byte and encodes as a copy.
//
// A page whose escapes would grow it by more than MAX_GROWTH is left as it is: a Japanese, Hindi
// or Russian page (where nearly every character would become an 8-byte reference: +48 to +85 %),
// and Polish (+7 %). English (+1.2 %, its chart's "≈" signs), Dutch, Italian, Spanish, French,
// Portuguese and German (+1.4 to +4.9 %) are escaped: a few KB before compression, and much less
// after, for a fifth of the CPU each request costs.
//
// This file is loaded by Next's server at run time as it is (not bundled), so it is plain JavaScript.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const fileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js');
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

/** The most an escaped page may grow, as a share of its UTF-8 bytes. */
export const MAX_GROWTH = 0.05;

const NON_ASCII = /[^\x00-\x7f]/;
// A raw-text element, where character references are not decoded. Scripts are escaped as
// JavaScript (inline code, JSON-LD and the flight data are all string literals where it matters);
// anything else of that kind with non-ASCII content leaves the page as it was.
const RAW_TEXT = /<(script|style|xmp|iframe|noembed|noframes|plaintext)\b[^>]*>([\s\S]*?)(<\/\1\s*>|$)/gi;

const reference = (character) => `&#${character.codePointAt(0)};`;
const scriptEscape = (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * The page as ASCII, or null when it cannot be written so safely or would grow by more than
 * `maxGrowth`. Outside raw-text elements a character becomes a numeric character reference (in text,
 * attribute values, title and textarea alike); inside a script each UTF-16 unit becomes `\uXXXX`,
 * which JavaScript string literals, template literals, regular expressions and JSON all read back as
 * the same character.
 */
export function asciiHtml(html, maxGrowth = MAX_GROWTH) {
  if (!NON_ASCII.test(html)) return html;
  let out = '';
  let last = 0;
  for (const match of html.matchAll(RAW_TEXT)) {
    const [whole, tag, content] = match;
    const openLength = whole.length - content.length - match[3].length;
    if (NON_ASCII.test(whole.slice(0, openLength))) return null;
    if (NON_ASCII.test(content) && tag.toLowerCase() !== 'script') return null;
    out += html.slice(last, match.index).replace(/[^\x00-\x7f]/gu, reference);
    out += whole.slice(0, openLength) + content.replace(/[^\x00-\x7f]/g, scriptEscape) + match[3];
    last = match.index + whole.length;
  }
  out += html.slice(last).replace(/[^\x00-\x7f]/gu, reference);
  if (out.length > Buffer.byteLength(html) * (1 + maxGrowth)) return null;
  // Concatenation leaves a rope that V8 flattens on first use; a Latin-1 round trip gives one flat
  // one-byte string up front.
  return Buffer.from(out, 'latin1').toString('latin1');
}

const settled = new WeakSet();

/** The file-system cache Next uses by default, handing out each cached page's HTML as ASCII where `asciiHtml` allows. */
export default class AsciiPageCache extends FileSystemCache {
  async get(...args) {
    const entry = await super.get(...args);
    const value = entry?.value;
    // The in-memory cache returns the same value object until the page is rendered again, so each
    // version of a page is escaped once.
    if (value && value.kind === 'APP_PAGE' && typeof value.html === 'string' && !settled.has(value)) {
      settled.add(value);
      const ascii = asciiHtml(value.html);
      if (ascii !== null) value.html = ascii;
    }
    return entry;
  }
}
