import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSocketFolder, removeStaleSocketFolders, SOCKET_NAME } from '../../scripts/socket-folder.mjs';

const parent = mkdtempSync(path.join(tmpdir(), 'socket-folders-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

/** The id of a process that has exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid;
}

/** A folder as scripts/server.mjs leaves it after a SIGKILL: named after its process, with the socket file in it. */
function leftBehind(pid: number, suffix: string): string {
  const folder = path.join(parent, `shoe-size-next-${pid}-${suffix}`);
  mkdirSync(folder, { mode: 0o700 });
  writeFileSync(path.join(folder, SOCKET_NAME), '');
  return folder;
}

/** The folder a process made with createSocketFolder and a listening socket, as it is after that process got SIGKILL. */
async function killedServerFolder(): Promise<string> {
  const modulePath = path.resolve('scripts/socket-folder.mjs');
  const code = `
    import { createServer } from 'node:net';
    import path from 'node:path';
    import { createSocketFolder, SOCKET_NAME } from ${JSON.stringify(modulePath)};
    const folder = await createSocketFolder(${JSON.stringify(parent)});
    createServer().listen(path.join(folder, SOCKET_NAME), () => console.log(folder));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await once(child.stdout!, 'data')) as [Buffer];
  child.kill('SIGKILL');
  await once(child, 'exit');
  const folder = line.toString().trim();
  expect(existsSync(path.join(folder, SOCKET_NAME))).toBe(true);
  return folder;
}

describe('the socket folder of scripts/server.mjs', () => {
  it('removes at start the folders of servers of this user that no longer run, and nothing else', async () => {
    const stale = await killedServerFolder();
    const dead = deadPid();
    const alsoStale = leftBehind(dead, 'Q9w8e7');
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      const running = leftBehind(sleeper.pid!, 'r1r2r3');
      const mine = leftBehind(process.pid, 'm1m2m3');
      // A server of another PID namespace sharing this parent: its process is not visible, its socket answers.
      const listening = path.join(parent, `shoe-size-next-${deadPid()}-l1l2l3`);
      mkdirSync(listening);
      const server = createServer().listen(path.join(listening, SOCKET_NAME));
      await once(server, 'listening');
      const other = path.join(parent, 'shoe-size-other-1-abcdef');
      mkdirSync(other);
      const file = path.join(parent, `shoe-size-next-${dead}-f1f2f3`);
      writeFileSync(file, '');
      const link = path.join(parent, `shoe-size-next-${dead}-k1k2k3`);
      symlinkSync(other, link);

      const removed = await removeStaleSocketFolders(parent);
      server.close();
      expect(removed.sort()).toEqual([path.basename(stale), path.basename(alsoStale)].sort());
      for (const gone of [stale, alsoStale]) expect(existsSync(gone), gone).toBe(false);
      for (const kept of [running, mine, listening, other, file, link]) expect(existsSync(kept), kept).toBe(true);
    } finally {
      sleeper.kill();
    }
  });

  it('makes a folder named after this process that only this user can enter', async () => {
    const folder = await createSocketFolder(parent);
    expect(path.basename(folder)).toMatch(new RegExp(`^shoe-size-next-${process.pid}-.{6}$`));
    expect(statSync(folder).mode & 0o777).toBe(0o700);
  });
});
