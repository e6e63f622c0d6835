import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

export type Server = { url: string; stop: () => Promise<void> };

/** The Chromium the audits and the interaction measure drive, with the project's flags for a headless machine. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Runs a command to completion, its output on ours; throws when it fails. */
export function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): void {
  const result = spawnSync(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

async function waitForUrl(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) before ${url} answered`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

/** Starts a server process and resolves once `readyPath` answers 200. */
export async function startServer(options: {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  url: string;
  readyPath: string;
  timeoutMs?: number;
}): Promise<Server> {
  const child = spawn(options.command, options.args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${options.name}] ${chunk}`));
  await waitForUrl(options.url + options.readyPath, child, options.timeoutMs ?? 15 * 60_000);
  return {
    url: options.url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(8000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
