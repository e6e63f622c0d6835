// `npm start`: build when needed, prepare the database (secret, migrations, admin), then serve on
// PORT (default 3000).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureBuild } from './build-if-needed.mjs';

const root = path.resolve(import.meta.dirname, '..');

ensureBuild();

const setup = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/setup-database.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
if (setup.status !== 0) process.exit(setup.status ?? 1);

const server = spawn(process.execPath, ['scripts/server.mjs'], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
