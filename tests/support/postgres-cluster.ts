import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A throwaway PostgreSQL cluster for tests: initdb + pg_ctl on a free port, trust auth, loopback only. */
export type PostgresCluster = { url: string; port: number; stop: () => void };

function findBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (existsSync(path.join(bin, 'initdb'))) return bin;
  }
  return null;
}

export function postgresAvailable(): boolean {
  return findBinDir() !== null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** initdb refuses to run as root; as root the cluster belongs to the unprivileged `postgres` user. */
function asClusterOwner(command: string, args: string[]): string[] {
  if (process.getuid?.() !== 0) return [command, ...args];
  return ['runuser', '-u', 'postgres', '--', command, ...args];
}

function run(command: string, args: string[]) {
  const [file, ...rest] = asClusterOwner(command, args);
  const result = spawnSync(file!, rest, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql).');
  const dir = mkdtempSync(path.join(tmpdir(), 'shoe-pg-'));
  chmodSync(dir, 0o777);
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  run(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync']);
  run(path.join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
    '-w',
    'start',
  ]);
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
