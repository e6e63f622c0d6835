import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const engineRoot = path.join(process.cwd(), 'lib', 'sizes');

function engineFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return engineFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every module specifier a file imports or re-exports, type-only ones included. */
function specifiers(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^(?:import|export)\s[^;]*?from\s+'([^']+)'/gm)].map((match) => match[1] ?? '');
}

describe('the size engine boundary', () => {
  it('imports nothing outside lib/sizes', () => {
    const outside: string[] = [];
    for (const file of engineFiles(engineRoot)) {
      for (const spec of specifiers(file)) {
        const resolved = spec.startsWith('@/') ? path.join(process.cwd(), spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(file), spec) : null;
        if (resolved === null || !resolved.startsWith(engineRoot + path.sep)) outside.push(`${path.relative(process.cwd(), file)} → ${spec}`);
      }
    }
    expect(outside).toEqual([]);
  });

  it('owns the brand and country slugs the page catalogue uses', async () => {
    const engine = await import('@/lib/sizes/slugs');
    const catalogue = await import('@/lib/page-catalogue');
    expect(catalogue.brandSlugs).toBe(engine.brandSlugs);
    expect(catalogue.countrySlugs).toBe(engine.countrySlugs);
  });
});
