import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** Lints source text as if it were the named file of this project, with the project's own config. */
const eslint = new ESLint({ cwd: process.cwd() });

async function lintAs(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('boundaries/')).map((m) => m.message);
}

// Loading the project's ESLint config takes seconds on a busy machine.
describe('import boundaries (eslint/boundaries.mjs)', { timeout: 60_000 }, () => {
  it('refuses a client component that reaches the database through another module', async () => {
    const messages = await lintAs(
      'components/x-probe.tsx',
      "'use client';\nimport { database } from '@/lib/db/client';\nexport const probe = database;\n",
    );
    expect(messages.join('\n')).toMatch(/server-only|Node built-in/);
  });

  it('refuses a client component that imports the whole engine with every brand chart', async () => {
    const messages = await lintAs(
      'components/x-probe.tsx',
      "'use client';\nimport { brandCharts } from '@/lib/sizes';\nexport const probe = brandCharts;\n",
    );
    expect(messages.join('\n')).toContain('lib/sizes/index.ts');
  });

  it('lets a client component use the browser entry of the engine, and type-only imports of anything', async () => {
    const messages = await lintAs(
      'components/x-probe.tsx',
      "'use client';\nimport { convertOnChart } from '@/lib/sizes/browser';\nimport type { UserRow } from '@/lib/db/schema';\nexport const probe: [typeof convertOnChart, UserRow | null] = [convertOnChart, null];\n",
    );
    expect(messages).toEqual([]);
  });

  it('lets a server component import server modules', async () => {
    const messages = await lintAs(
      'components/x-probe.tsx',
      "import { database } from '@/lib/db/client';\nexport const probe = database;\n",
    );
    expect(messages).toEqual([]);
  });

  it('keeps the browser entry of the engine off the brand catalogue, at any depth', async () => {
    const entry = readFileSync('lib/sizes/browser.ts', 'utf8');
    expect(await lintAs('lib/sizes/browser.ts', entry)).toEqual([]);
    const messages = await lintAs('lib/sizes/browser.ts', `${entry}\nexport { brandCharts } from './charts/brands';\n`);
    expect(messages.join('\n')).toContain('lib/sizes/charts/brands');
  });

  it('keeps the size engine free of app code and frameworks', async () => {
    expect(
      await lintAs('lib/sizes/x-probe.ts', "import { siteConfig } from '@/lib/site-config';\nexport const probe = siteConfig;\n"),
    ).toHaveLength(1);
    expect(await lintAs('lib/sizes/x-probe.ts', "import { useState } from 'react';\nexport const probe = useState;\n")).toHaveLength(1);
    expect(
      await lintAs('lib/sizes/x-probe.ts', "import { parseSize } from './model/parse-size';\nexport const probe = parseSize;\n"),
    ).toEqual([]);
  });

  it('asks modules in the server folders to declare themselves server-only', async () => {
    expect(await lintAs('lib/users/x-probe.ts', 'export const probe = 1;\n')).toEqual(["A server module must import 'server-only'."]);
    expect(await lintAs('lib/users/x-probe.ts', "import 'server-only';\nexport const probe = 1;\n")).toEqual([]);
  });
});
