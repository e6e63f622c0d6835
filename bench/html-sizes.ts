// `npm run bench:html -- http://localhost:3145 [en,ja] [accept-encoding]`: every converter page's HTML in
// the given languages against the budget (≤ 24 KB as sent to a browser that accepts Brotli), with
// the raw size, the flight data and what Brotli would make of it, as a Markdown table for RESULTS.md.
import { brotliCompressSync } from 'node:zlib';
import { converterPaths } from '@/lib/page-catalogue';
import { defaultLocale, type Locale } from '@/lib/i18n/routing';
import { inlineScriptBytes, KB } from './lib/measures';
import { browserAcceptEncoding, sentBytes } from './lib/sent-bytes';

/** The budget for a converter page as a browser that accepts Brotli receives it. */
const htmlBudgetKB = 24;

const [base = 'http://localhost:3000', languages = 'en,ja', acceptEncoding = browserAcceptEncoding] = process.argv.slice(2);
const locales = languages.split(',') as Locale[];

const kb = (bytes: number) => (bytes / KB).toFixed(2);

const lines = [
  '| page | as sent (KB) | encoding | Brotli q11 (KB) | raw (KB) | flight data (KB) |',
  '| --- | ---: | --- | ---: | ---: | ---: |',
];
let over = 0;
let largest = { page: '', bytes: 0 };
for (const locale of locales) {
  for (const path of converterPaths) {
    const page = locale === defaultLocale ? path : `/${locale}${path}`;
    const sent = await sentBytes(base + page, acceptEncoding);
    const response = await fetch(base + page, { headers: { 'accept-encoding': 'identity' } });
    const html = await response.text();
    if (sent.status !== 200 || !response.ok) throw new Error(`${page} answered ${sent.status}`);
    const raw = Buffer.from(html);
    if (sent.bytes > htmlBudgetKB * KB) over++;
    if (sent.bytes > largest.bytes) largest = { page, bytes: sent.bytes };
    lines.push(
      `| \`${page}\` | ${kb(sent.bytes)} | ${sent.encoding} | ${kb(brotliCompressSync(raw).length)} | ${kb(raw.length)} | ${kb(inlineScriptBytes(html))} |`,
    );
  }
}
console.log(lines.join('\n'));
console.log(
  `\n${over} of ${lines.length - 2} pages over ${htmlBudgetKB} KB as sent; the largest is ${largest.page} at ${kb(largest.bytes)} KB.`,
);
