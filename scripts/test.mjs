// `npm test`: every check, in order of speed, stopping at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lockfile in sync with package.json', 'node', ['scripts/check-lockfile.mjs']],
  ['type check', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['unit tests', 'npm', ['run', '--silent', 'test:unit']],
  ['integration tests (SQLite and PostgreSQL)', 'npm', ['run', '--silent', 'test:integration']],
  ['end-to-end tests', 'npm', ['run', '--silent', 'test:e2e']],
];

for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n${name} failed after ${seconds}s.`);
    process.exit(result.status ?? 1);
  }
  console.log(`${name} passed in ${seconds}s.`);
}
