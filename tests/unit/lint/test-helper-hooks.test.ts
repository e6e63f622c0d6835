import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function hookRuleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? '').filter((id) => id.startsWith('react-hooks/'));
}

// A set-up helper named use… called where a React hook may not be: in a loop inside a test.
const helperCall =
  "import { useFreshDatabase } from './engines';\nexport async function each(names: string[]) {\n  for (const name of names) if (name) await useFreshDatabase(name);\n}\n";

// Loading the project's ESLint config takes seconds on a busy machine.
describe('React hook rules and test helpers named use…', { timeout: 60_000 }, () => {
  it('leave tests/support and tests/integration alone', async () => {
    expect(await hookRuleIds('tests/support/x-probe.ts', helperCall)).toEqual([]);
    expect(await hookRuleIds('tests/integration/x-probe.test.ts', helperCall)).toEqual([]);
  });

  it('still apply to components', async () => {
    expect(await hookRuleIds('components/x-probe.ts', helperCall)).toContain('react-hooks/rules-of-hooks');
  });
});
