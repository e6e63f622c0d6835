import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `npm audit` does not work against this registry, so this table of minimum versions is the gate:
 * each entry is a release that fixed a vulnerability affecting how this site uses the package.
 */
const minimumVersions: Record<string, string> = {
  next: '16.3.8', // image optimizer RCE and SSRF fixes
  react: '19.2.1', // React Server Components advisories of December 2025
  'react-dom': '19.2.1',
  sharp: '0.35.0', // libvips fixes; we decode untrusted uploads
  jose: '6.0.0',
  kysely: '0.28.0',
  pg: '8.11.0',
  'better-sqlite3': '12.0.0',
  nodemailer: '7.0.7', // a crafted address could send mail to an unintended domain
};

function compare(a: string, b: string): number {
  const pa = a.split(/[.-]/).map((part) => Number.parseInt(part, 10) || 0);
  const pb = b.split(/[.-]/).map((part) => Number.parseInt(part, 10) || 0);
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return pa[i]! - pb[i]!;
  return 0;
}

const lock = JSON.parse(readFileSync(path.join(process.cwd(), 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string }>;
};

describe('locked dependency versions', () => {
  it.each(Object.entries(minimumVersions))('%s is at least %s everywhere in the lockfile', (name, minimum) => {
    const installed = Object.entries(lock.packages)
      .filter(([location]) => location === `node_modules/${name}` || location.endsWith(`/node_modules/${name}`))
      .map(([location, entry]) => ({ location, version: entry.version ?? '0.0.0' }));
    expect(installed.length).toBeGreaterThan(0);
    for (const { location, version } of installed) {
      expect({ location, version, ok: compare(version, minimum) >= 0 }).toEqual({ location, version, ok: true });
    }
  });
});
