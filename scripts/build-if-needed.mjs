// Builds the app only when its inputs changed since the last build, so `npm start` is fast on the
// second run and never serves a stale build after a code change or a different SITE_URL.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const inputs = [
  'app',
  'components',
  'lib',
  'messages',
  'public',
  'proxy.ts',
  'global.d.ts',
  'next.config.ts',
  'tailwind.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];
// Settings that are baked into the static pages at build time.
const buildEnv = ['SITE_URL'];
const stampFile = path.join(root, '.next', 'source-fingerprint');

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort()) {
      if (name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
      yield* files(path.join(entry, name));
    }
  } else {
    yield entry;
  }
}

export function sourceFingerprint(env = process.env) {
  const hash = createHash('sha256');
  for (const entry of inputs) {
    for (const file of files(entry)) {
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(path.join(root, file)))
        .update('\0');
    }
  }
  for (const name of buildEnv) hash.update(`${name}=${env[name] ?? ''}\0`);
  return hash.digest('hex');
}

export function ensureBuild(env = process.env) {
  const fingerprint = sourceFingerprint(env);
  const built = existsSync(path.join(root, '.next', 'BUILD_ID')) && existsSync(stampFile);
  if (built && readFileSync(stampFile, 'utf8') === fingerprint) return false;
  console.log('Building the site (sources changed since the last build)…');
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'next'), ['build'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('next build failed.');
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, fingerprint);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild();
