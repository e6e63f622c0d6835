import { spawn } from 'node:child_process';

/**
 * Another process that takes SQLite's write lock on `file` (BEGIN IMMEDIATE, or BEGIN EXCLUSIVE
 * with `exclusive`) and keeps it for `holdMs`, as a second instance, `npm run create-admin` or a
 * long migration would. On the site's WAL database that is the strongest lock another process can
 * get while the site has the file open (exclusive locking mode is refused: "database is locked"),
 * and readers go on. Resolves once the lock is held; `released` resolves when the process has
 * committed and exited.
 */
export async function holdSqliteWriteLock(file: string, holdMs: number, { exclusive = false } = {}): Promise<{ released: Promise<void> }> {
  const script = `
    const Database = require('better-sqlite3');
    const db = new Database(process.argv[1]);
    db.exec(process.argv[3] === 'exclusive' ? 'begin exclusive' : 'begin immediate');
    process.stdout.write('locked\\n');
    setTimeout(() => { db.exec('commit'); db.close(); }, Number(process.argv[2]));
  `;
  const child = spawn(process.execPath, ['-e', script, file, String(holdMs), exclusive ? 'exclusive' : 'shared'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const released = new Promise<void>((resolve, reject) => {
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lock holder exited with ${code}`))));
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.on('exit', () => reject(new Error('lock holder exited before taking the lock')));
  });
  return { released };
}
