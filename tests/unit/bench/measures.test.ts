import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  describeTarget,
  evaluate,
  firstLoadJs,
  htmlElementCount,
  inlineScriptBytes,
  median,
  paddingFor,
  percentile,
  ratio,
  scriptSources,
} from '@/bench/lib/measures';
import { paddingParagraphs } from '@/bench/lib/baseline';
import { markdownTable, replaceLatest, summary } from '@/bench/lib/report';

const page = 'http://localhost:3301/ja/men';

const html = `<!DOCTYPE html><html><head>
<link rel="preload" as="script" href="/_next/static/chunks/a.js"/>
<script src="/_next/static/chunks/a.js" async="" integrity="sha256-x"></script>
<script src='/_next/static/chunks/b.js?v=1&amp;x=2' async></script>
<script src="/_next/static/chunks/polyfills.js" noModule=""></script>
<script>self.__next_f=self.__next_f||[]</script>
</head><body><script src="/_next/static/chunks/a.js"></script>
<script src=https://cdn.example.com/c.js></script>
<script>self.__next_f.push([1,"é"])</script></body></html>`;

describe('scriptSources', () => {
  it('lists each loaded script file once, in order, resolved against the page, without nomodule ones', () => {
    expect(scriptSources(html, page)).toEqual([
      'http://localhost:3301/_next/static/chunks/a.js',
      'http://localhost:3301/_next/static/chunks/b.js?v=1&x=2',
      'https://cdn.example.com/c.js',
    ]);
  });

  it('finds nothing in a document without script files', () => {
    expect(scriptSources('<html><script>inline()</script></html>', page)).toEqual([]);
  });
});

describe('firstLoadJs', () => {
  it('fetches every script file and sums raw and gzipped bytes file by file', async () => {
    const bodies: Record<string, string> = {
      'http://localhost:3301/_next/static/chunks/a.js': 'console.log("a");'.repeat(50),
      'http://localhost:3301/_next/static/chunks/b.js?v=1&x=2': 'let b = 1;',
      'https://cdn.example.com/c.js': 'ç'.repeat(10),
    };
    const fetched: string[] = [];
    const result = await firstLoadJs(html, page, async (url) => {
      fetched.push(url);
      const body = bodies[url];
      if (body === undefined) throw new Error(`unexpected ${url}`);
      return body;
    });
    const texts = Object.values(bodies);
    expect(fetched.sort()).toEqual(Object.keys(bodies).sort());
    expect(result.files).toBe(3);
    expect(result.rawBytes).toBe(texts.reduce((sum, body) => sum + Buffer.byteLength(body), 0));
    expect(result.gzipBytes).toBe(texts.reduce((sum, body) => sum + gzipSync(body).length, 0));
    expect(result.gzipBytes).toBeLessThan(result.rawBytes);
  });
});

describe('inlineScriptBytes', () => {
  it('counts the bytes inside inline scripts only', () => {
    expect(inlineScriptBytes(html)).toBe(
      Buffer.byteLength('self.__next_f=self.__next_f||[]') + Buffer.byteLength('self.__next_f.push([1,"é"])'),
    );
  });
});

describe('htmlElementCount', () => {
  it('counts opened elements, not closing tags, comments or markup inside inline scripts', () => {
    const doc =
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/></head><body><!-- x --><p>a<br>b</p>' +
      '<svg viewBox="0 0 1 1"><path d="M0"/></svg><script>self.__next_f.push("<div><span>")</script></body></html>';
    // html, head, meta, body, p, br, svg, path, script
    expect(htmlElementCount(doc)).toBe(9);
  });
});

describe('ratio and evaluate', () => {
  it('divides the site by the baseline, and has no ratio without a usable baseline', () => {
    expect(ratio(300, 200)).toBe(1.5);
    expect(ratio(300, 0)).toBeNull();
    expect(ratio(300, null)).toBeNull();
    expect(ratio(NaN, 200)).toBeNull();
  });

  it('passes a ratio target on its limit and fails it just beyond', () => {
    expect(evaluate(125, 100, { kind: 'ratio-at-most', limit: 1.25 }).pass).toBe(true);
    expect(evaluate(126, 100, { kind: 'ratio-at-most', limit: 1.25 }).pass).toBe(false);
    expect(evaluate(85, 100, { kind: 'ratio-at-least', limit: 0.85 }).pass).toBe(true);
    expect(evaluate(84, 100, { kind: 'ratio-at-least', limit: 0.85 })).toEqual({ ratio: 0.84, pass: false });
  });

  it('fails a ratio target when the baseline is missing rather than passing it silently', () => {
    expect(evaluate(1, undefined, { kind: 'ratio-at-most', limit: 1.25 }).pass).toBe(false);
    expect(evaluate(1, 0, { kind: 'ratio-at-least', limit: 0 }).pass).toBe(false);
  });

  it('checks absolute targets against the figure itself', () => {
    expect(evaluate(60, 4, { kind: 'at-most', limit: 60 }).pass).toBe(true);
    expect(evaluate(60.1, 4, { kind: 'at-most', limit: 60 }).pass).toBe(false);
    expect(evaluate(97, null, { kind: 'at-least', limit: 98 }).pass).toBe(false);
    expect(evaluate(0, null, { kind: 'at-most', limit: 0 }).pass).toBe(true);
    expect(evaluate(NaN, null, { kind: 'at-least', limit: 0 }).pass).toBe(false);
  });

  it('passes a score at most six points below the baseline and fails it at seven', () => {
    const target = { kind: 'difference-at-least', limit: -6 } as const;
    expect(evaluate(92, 98, target).pass).toBe(true);
    expect(evaluate(91, 98, target).pass).toBe(false);
    expect(evaluate(100, 98, target).pass).toBe(true);
    expect(evaluate(92, null, target).pass).toBe(false);
    expect(evaluate(NaN, 98, target).pass).toBe(false);
    expect(describeTarget(target)).toBe('≥ baseline − 6');
  });
});

describe('percentile', () => {
  it('takes the nearest rank: the 95th of twenty values is the 19th smallest, so one slow choice is allowed and two are not', () => {
    const twenty = Array.from({ length: 20 }, (_, index) => 20 - index);
    expect(percentile(twenty, 95)).toBe(19);
    expect(percentile([...Array(19).fill(50), 900], 95)).toBe(50);
    expect(percentile([...Array(18).fill(50), 900, 901], 95)).toBe(900);
    expect(percentile([3, 1, 2], 50)).toBe(2);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBeNaN();
  });
});

describe('median', () => {
  it('takes the middle of the turns, whatever their order', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });
});

describe('same-size padding', () => {
  it('writes exactly the requested number of characters', () => {
    for (const chars of [1, 299, 300, 301, 12_345]) {
      expect(paddingParagraphs(chars).join('').length).toBe(chars);
    }
  });

  it('extrapolates the padding from the empty page and one measured point', () => {
    // 1,000 characters grew the page from 5,000 to 7,200 bytes: 2.2 bytes a character.
    expect(paddingFor(16_000, 5000, 1000, 7200)).toBe(5000);
    expect(() => paddingFor(16_000, 5000, 1000, 5000)).toThrow();
  });
});

describe('report', () => {
  const rows = [
    { measure: 'HTML', page: '/men', site: 70, baseline: 4, unit: 'KB', target: { kind: 'at-most', limit: 60 } as const },
    { measure: 'req/s', page: '/men', site: 900, baseline: 1000, target: { kind: 'ratio-at-least', limit: 0.85 } as const },
    { measure: 'DOM elements', page: '/men', site: 500 },
  ];

  it('counts passed and failed targets, ignoring rows without one', () => {
    expect(summary(rows)).toEqual({ passed: 1, failed: 1 });
  });

  it('prints the figures, the ratio and the verdict of each row', () => {
    const table = markdownTable(rows).split('\n');
    expect(table).toHaveLength(5);
    expect(table[2]).toBe('| HTML | /men | 70 KB | 4 KB | 17.50× | ≤ 60 KB | **FAIL** |');
    expect(table[3]).toBe('| req/s | /men | 900 | 1,000 | 0.90× | ≥ 0.85× baseline | pass |');
    expect(table[4]).toBe('| DOM elements | /men | 500 | – | – |  |  |');
  });

  it('replaces only the latest-run section of RESULTS.md', () => {
    const first = replaceLatest('# Results\n\nHistory.\n', 'run one');
    expect(first).toContain('History.');
    const second = replaceLatest(`${first}\nMore history.\n`, 'run two');
    expect(second).toContain('run two');
    expect(second).not.toContain('run one');
    expect(second).toContain('History.');
    expect(second).toContain('More history.');
  });
});
