// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { asciiHtml, MAX_GROWTH } from '@/lib/http/ascii-page-cache.mjs';

const isAscii = (text: string) => /^[\x00-\x7f]*$/.test(text);

/** What a browser makes of a document: its text and every attribute, and apart, each script's source. */
function parsed(html: string) {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const scripts = [...document.querySelectorAll('script')].map((script) => {
    script.remove();
    return script.textContent ?? '';
  });
  const attributes = [...document.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes].map((attribute) => `${element.tagName}[${attribute.name}]=${attribute.value}`),
  );
  const textarea = document.querySelector('textarea')?.value;
  return { page: { title: document.title, text: document.body.textContent, attributes, textarea }, scripts };
}

/** The value a flight-data script pushes, read as the browser's JavaScript would read it. */
function pushed(script: string) {
  const calls: unknown[] = [];
  new Function('self', script)({ __next_f: { push: (value: unknown) => calls.push(value) } });
  return calls;
}

const english = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Men’s sizes — chart</title>',
  '<meta name="description" content="US 9 ≈ EU 42 · “generic” – see"/></head><body>',
  '<main><h1 class="x">Men’s Shoe Size Converter</h1><table><tr><td>≈ 42</td><td title="≈">8½</td></tr></table>',
  '<p>Rated 👍 by readers © 2026 … − 1.5 × 2</p><textarea>café</textarea>',
  '<script type="application/ld+json">{"@type":"FAQPage","name":"What’s a US 11.5 — in EU?","emoji":"👎"}</script>',
  '<script>self.__next_f.push([1,"5:[\\"$\\",\\"p\\",null,{\\"children\\":\\"Men’s ≈ 👍\\"}]\\n"])</script>',
  '<script>(function(){var s="≈";document.documentElement.dataset.sign=s})()</script>',
  '</main></body></html>',
].join('');

describe('asciiHtml', () => {
  it('writes an English page as pure ASCII that a browser reads back exactly as the original', () => {
    const ascii = asciiHtml(english, 1);
    expect(ascii).not.toBeNull();
    expect(isAscii(ascii!)).toBe(true);
    expect(parsed(ascii!).page).toEqual(parsed(english).page);
    expect(parsed(english).page.text).toContain('≈ 42');
    expect(parsed(english).page.attributes).toContain('META[content]=US 9 ≈ EU 42 · “generic” – see');
  });

  it('keeps what the scripts compute: the JSON-LD, the flight data and inline code', () => {
    const before = parsed(english).scripts;
    const after = parsed(asciiHtml(english, 1)!).scripts;
    expect(JSON.parse(after[0]!)).toEqual(JSON.parse(before[0]!));
    expect(JSON.parse(after[0]!).emoji).toBe('👎');
    expect(pushed(after[1]!)).toEqual(pushed(before[1]!));
    expect(after[1]).toContain('\\u2019');
    expect(after[2]).toBe('(function(){var s="\\u2248";document.documentElement.dataset.sign=s})()');
  });

  it('writes characters beyond the Basic Multilingual Plane as one reference, not two halves', () => {
    expect(asciiHtml('<p>👍</p>', 1)).toBe('<p>&#128077;</p>');
    expect(asciiHtml('<script>var a="👍"</script>', 1)).toBe('<script>var a="\\ud83d\\udc4d"</script>');
  });

  it('returns a page that is already ASCII as it is', () => {
    const page = '<html><body><p>US 9 = EU 42</p><script>var a=1</script></body></html>';
    expect(asciiHtml(page)).toBe(page);
  });

  it('leaves a page whose escapes would make it much larger (Japanese) as it is', () => {
    const japanese = `<html><body><h1>メンズの靴のサイズ換算</h1><p>${'日本のサイズはセンチメートルです。'.repeat(50)}</p></body></html>`;
    expect(asciiHtml(japanese)).toBeNull();
  });

  it('escapes a page whose growth stays within the limit, and not one just past it', () => {
    const filler = 'a'.repeat(1000);
    // Each "≈" is 3 bytes of UTF-8 and 7 as `&#8776;`: 4 bytes of growth.
    const withSigns = (count: number) => `<p>${filler}${'≈'.repeat(count)}</p>`;
    const bytes = (count: number) => Buffer.byteLength(withSigns(count));
    let within = 1;
    while ((within + 1) * 4 <= bytes(within + 1) * MAX_GROWTH) within += 1;
    expect(asciiHtml(withSigns(within))).not.toBeNull();
    expect(asciiHtml(withSigns(within + 2))).toBeNull();
  });

  it('leaves a page alone where an escape would change its meaning (a style sheet, a tag name)', () => {
    expect(asciiHtml('<style>.a::before{content:"≈"}</style><p>≈</p>', 1)).toBeNull();
    expect(asciiHtml('<script data-x="≈">var a=1</script>', 1)).toBeNull();
    expect(asciiHtml('<style>.a{color:red}</style><p>≈</p>', 1)).toBe('<style>.a{color:red}</style><p>&#8776;</p>');
  });
});
