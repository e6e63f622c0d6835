import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon, iconIds } from '@/components/ui/icon';
import { siteConfig } from '@/lib/site-config';

const sprite = readFileSync(path.join(process.cwd(), 'public/icons.svg'), 'utf8');
const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 (\d+) \2">/g)].map((match) => match[1]);

describe('the icon sprite', () => {
  it('draws every icon the components can ask for, each in a square viewBox, and nothing else', () => {
    expect([...symbols].sort()).toEqual([...iconIds].sort());
  });

  it('has an icon for each social network the footer links to', () => {
    for (const network of siteConfig.social) expect(symbols).toContain(network.id);
  });

  it('is referenced by a decorative svg of the size its class gives', () => {
    expect(renderToStaticMarkup(<Icon id="logo" className="h-8 w-8" />)).toBe(
      '<svg aria-hidden="true" class="h-8 w-8"><use href="/icons.svg#logo"></use></svg>',
    );
    expect(renderToStaticMarkup(<Icon id="star" fill="none" />)).toContain('fill="none"');
  });
});
