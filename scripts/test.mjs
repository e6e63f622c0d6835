// `npm test`: every check, stopping at the first failure.
//
// The type check and the lint each keep one core busy, and the site build that the end-to-end tests serve
// must happen anyway (Playwright's web server runs `npm start`, which builds when the sources changed): so
// the build runs beside the lint, on the core the lint leaves idle, and the server then finds it done. The
// build starts only after the type check, because it writes `next-env.d.ts` and `.next/types`, which the
// type check would otherwise read half-written. The tests start only after all three, each with both cores.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { e2eServerEnv } from './e2e-server.mjs';

const seconds = (started) => ((Date.now() - started) / 1000).toFixed(1);

/** Runs a step in the foreground with its output shown as it comes. */
function runShown(name, command, args) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n${name} failed after ${seconds(started)}s.`);
    process.exit(result.status ?? 1);
  }
  console.log(`${name} passed in ${seconds(started)}s.`);
}

const running = new Set();

/** Starts a step beside others; its output is kept and shown, whole, when it ends. */
function runBeside(name, command, args, env = process.env) {
  const started = Date.now();
  // Its own process group, so that a failure elsewhere can stop it with its children.
  const child = spawn(command, args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(child);
      console.log(`\n=== ${name} ===`);
      process.stdout.write(Buffer.concat(output));
      const status = code ?? (signal ? 1 : 0);
      if (status === 0) console.log(`${name} passed in ${seconds(started)}s.`);
      else console.error(`\n${name} failed after ${seconds(started)}s.`);
      resolve(status);
    });
  });
}

function stopAll(status) {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  process.exit(status);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(1));

runShown('lockfile in sync with package.json', 'node', ['scripts/check-lockfile.mjs']);

const failed = (status) => {
  if (status !== 0) stopAll(status);
  return status;
};
const lint = runBeside('lint', 'npm', ['run', '--silent', 'lint']).then(failed);
const typecheckThenBuild = runBeside('type check', 'npm', ['run', '--silent', 'typecheck'])
  .then(failed)
  .then(() => {
    // As the web server's command does before its build: the build sees no data left from an earlier run.
    rmSync(e2eServerEnv.DATA_DIR, { recursive: true, force: true });
    return runBeside('site build for the end-to-end tests', 'node', ['scripts/build-if-needed.mjs'], { ...process.env, ...e2eServerEnv });
  })
  .then(failed);
await Promise.all([lint, typecheckThenBuild]);

runShown('unit tests', 'npm', ['run', '--silent', 'test:unit']);
runShown('integration tests (SQLite and PostgreSQL)', 'npm', ['run', '--silent', 'test:integration']);
runShown('end-to-end tests', 'npm', ['run', '--silent', 'test:e2e']);
