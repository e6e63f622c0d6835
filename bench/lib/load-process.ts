// autocannon in a process of its own: a load generator with 200 sockets in the benchmark's process
// would share one event loop with the requests the benchmark times itself, so every figure it
// took would also measure the generator.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import type { ServerSample } from './cpu.mjs';

export type LoadRun = {
  answered: number;
  statuses: Record<string, number>;
  timeouts: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** With `serverPid`: that server's figures over the run (bench/lib/cpu.mjs), `at` its wall time. */
  server?: ServerSample;
  /** One-minute load average when the run started and when it ended. */
  load: [number, number];
};

const child = path.join(import.meta.dirname, 'load-child.mjs');

/**
 * Runs autocannon on `url` with `connections` for `seconds` (each request given up after
 * `timeoutSeconds`, each sent with `headers`) in a child process; with `serverPid`, that server's
 * CPU and scheduler figures are read just around the run.
 */
export function loadInChild(
  url: string,
  connections: number,
  seconds: number,
  timeoutSeconds = 10,
  headers: Record<string, string> = {},
  serverPid?: string,
): Promise<LoadRun> {
  const startLoad = loadavg()[0]!;
  const options = JSON.stringify({ url, connections, duration: seconds, timeout: timeoutSeconds, headers, pid: serverPid });
  const generator = spawn(process.execPath, [child, options], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  generator.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    generator.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`load generator exited with ${code}`));
      resolve({ ...(JSON.parse(output) as Omit<LoadRun, 'load'>), load: [startLoad, loadavg()[0]!] });
    });
  });
}
