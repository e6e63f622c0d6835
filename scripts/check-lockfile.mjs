// Fails when package-lock.json is not what npm resolves for package.json today, so that `npm ci`
// works from a fresh clone and every platform installs the tree CI tested.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const lockfile = 'package-lock.json';
const before = readFileSync(lockfile, 'utf8');
const result = spawnSync('npm', ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel', 'error'], {
  stdio: 'inherit',
});
if (result.status !== 0) process.exit(result.status ?? 1);
if (readFileSync(lockfile, 'utf8') !== before) {
  console.error(`${lockfile} was out of date with package.json and has been rewritten: review it (git diff ${lockfile}) and commit it.`);
  process.exit(1);
}
console.log(`${lockfile} matches package.json.`);
