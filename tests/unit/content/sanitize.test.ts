import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '@/lib/content/sanitize';

describe('sanitizeRichText', () => {
  it('keeps text structure, links and site images', () => {
    const html =
      '<h2>Sizes</h2><p>A <strong>US 9</strong> is <a href="/women">this</a>.</p><ul><li>one</li></ul><img src="/api/media/abc" alt="Foot">';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Sizes</h2><p>A <strong>US 9</strong> is <a href="/women">this</a>.</p><ul><li>one</li></ul><img src="/api/media/abc" alt="Foot" />',
    );
  });

  it.each([
    ['<script>alert(1)</script><p>x</p>', '<p>x</p>'],
    ['<p onclick="steal()">x</p>', '<p>x</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<img src="data:image/png;base64,AAAA">', '<img />'],
    ['<img src="https://tracker.example/p.gif">', '<img />'],
    ['<img src="//tracker.example/p.gif">', '<img />'],
    ['<iframe src="https://example.com"></iframe><p>x</p>', '<p>x</p>'],
    ['<style>body{display:none}</style><p style="color:red">x</p>', '<p>x</p>'],
    ['<form action="/api/login"><input name="a"></form>', ''],
  ])('removes what is not allowed: %s', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('marks links that leave the site so they pass no opener or ranking', () => {
    expect(sanitizeRichText('<a href="https://example.com" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow">x</a>',
    );
  });
});
