// `npm start`: build when needed, then serve on PORT (default 3000).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuild } from './build-if-needed.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.PORT || '3000';

ensureBuild();

const server = spawn(path.join(root, 'node_modules', '.bin', 'next'), ['start', '-p', port], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
